import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { useHref } from '@/components/ui/localized-link';
import { chosenPill, outlinedPill } from '@/components/ui/pill-list';
import type { RouteKey } from '@/lib/routes/hrefs';
import { theme } from '@/styles/theme';

export interface Question {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  value: string | null;
  /** Label of the "doesn't matter" choice; without it, one option must be picked. */
  anyLabel?: string;
}

const Form = styled.form`
  display: grid;
  gap: 16px;
  margin: 8px 0 24px;
  padding: 16px;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base1};
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: 8px;
    font-weight: 800;
    font-size: ${theme.font.size.lg};
  }
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
  }
  label {
    ${outlinedPill}
    gap: 6px;
    cursor: pointer;
    &:has(input:checked) {
      ${chosenPill}
    }
    &:has(input:focus-visible) {
      box-shadow: ${theme.focus};
    }
  }
`;

/**
 * The guided questions of a finder as a plain GET form to the page itself, so the
 * answers live in the query string (shareable, works without JavaScript).
 */
export function QuestionForm({ to, questions, submit }: { to: RouteKey; questions: Question[]; submit: string }) {
  const toHref = useHref();
  return (
    <Form action={toHref(to)} method="get">
      {questions.map((question) => (
        <fieldset key={question.name}>
          <legend>{question.legend}</legend>
          <div className="options">
            {question.anyLabel ? (
              <label>
                <input type="radio" name={question.name} value="" defaultChecked={question.value === null} />
                {question.anyLabel}
              </label>
            ) : null}
            {question.options.map((option) => (
              <label key={option.value}>
                <input
                  type="radio"
                  name={question.name}
                  value={option.value}
                  defaultChecked={question.value === option.value}
                  required={!question.anyLabel}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <Button type="submit">{submit}</Button>
    </Form>
  );
}
