import styled from 'styled-components';
import { chosenPill, outlinedPill } from '@/components/ui/pill-list';
import { theme } from '@/styles/theme';

const Fieldset = styled.fieldset`
  margin: 0 0 20px;
  padding: 0;
  border: 0;
  legend {
    margin-bottom: 8px;
    font-weight: 700;
  }
`;

const Options = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Option = styled.label`
  ${outlinedPill}
  position: relative;
  gap: 8px;
  min-height: ${theme.tapTarget};
  background: ${theme.colors.base1};
  cursor: pointer;
  input {
    position: absolute;
    opacity: 0;
    width: 1px;
    height: 1px;
  }
  &:has(input:checked) {
    ${chosenPill}
    font-weight: 700;
  }
  &:has(input:focus-visible) {
    box-shadow: ${theme.focus};
  }
`;

const Swatch = styled.span<{ $color: string }>`
  width: 20px;
  height: 20px;
  border-radius: 50%;
  border: 1px solid ${theme.colors.ink500};
  background: ${({ $color }) => $color};
`;

interface Choice {
  value: string;
  label: string;
  /** A colour swatch shown before the label. */
  swatch?: string;
}

interface Props {
  name: string;
  legend: string;
  choices: Choice[];
  value: string | null;
  onChange: (value: string) => void;
}

/** A labelled group of radio buttons drawn as pills: arrow keys move between them, as radios do. */
export function ChoiceGroup({ name, legend, choices, value, onChange }: Props) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      <Options>
        {choices.map((choice) => (
          <Option key={choice.value}>
            <input type="radio" name={name} value={choice.value} checked={value === choice.value} onChange={() => onChange(choice.value)} />
            {choice.swatch ? <Swatch $color={choice.swatch} aria-hidden="true" /> : null}
            {choice.label}
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
