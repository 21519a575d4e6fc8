import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import type { ConsentChoice } from '@/lib/consent/consent-model';
import { PURPOSE_IDS, VENDOR_ROLES } from '@/lib/consent/vendors';
import { theme } from '@/styles/theme';

const Fieldset = styled.fieldset`
  margin: 0 0 16px;
  padding: 0;
  border: 0;
  legend {
    margin: 0 0 8px;
    padding: 0;
    font-weight: 800;
  }
`;

const Option = styled.label`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 2px 10px;
  align-items: start;
  padding: 8px 0;
  border-bottom: 1px solid ${theme.colors.base3};
  cursor: pointer;
  input {
    width: 20px;
    height: 20px;
    margin: 2px 0 0;
    accent-color: ${theme.colors.hunter500};
  }
  small {
    grid-column: 2;
    color: ${theme.colors.ink500};
    font-size: ${theme.font.size.sm};
  }
`;

interface Props {
  choice: ConsentChoice;
  onChange: (next: ConsentChoice) => void;
}

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...new Set([...list, value])] : list.filter((v) => v !== value);
}

interface GroupProps<T extends string | number> {
  legend: string;
  name: string;
  options: readonly T[];
  chosen: readonly T[];
  onToggle: (chosen: T[]) => void;
  label: (option: T) => ReactNode;
}

/** One checkbox per option, checked when chosen. */
function Checkboxes<T extends string | number>({ legend, name, options, chosen, onToggle, label }: GroupProps<T>) {
  return (
    <Fieldset>
      <legend>{legend}</legend>
      {options.map((option) => (
        <Option key={option}>
          <input
            type="checkbox"
            name={name}
            value={option}
            checked={chosen.includes(option)}
            onChange={(e) => onToggle(toggle(chosen, option, e.target.checked))}
          />
          {label(option)}
        </Option>
      ))}
    </Fieldset>
  );
}

/** The purposes and vendors, each a checkbox. */
export function ConsentSettings({ choice, onChange }: Props) {
  const { t } = useT('consent');
  return (
    <>
      <Checkboxes
        legend={t('settings::purposes')}
        name="purpose"
        options={PURPOSE_IDS}
        chosen={choice.purposes}
        onToggle={(purposes) => onChange({ ...choice, purposes })}
        label={(id) => <span>{t(`purposes::${id}`)}</span>}
      />
      <Checkboxes
        legend={t('settings::vendors')}
        name="vendor"
        options={VENDOR_ROLES}
        chosen={choice.vendors}
        onToggle={(vendors) => onChange({ ...choice, vendors })}
        label={(role) => (
          <>
            <span>{t(`vendors::${role}::name`)}</span>
            <small>{t(`vendors::${role}::description`)}</small>
          </>
        )}
      />
    </>
  );
}
