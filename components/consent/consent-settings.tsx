import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import type { ConsentChoice } from '@/lib/consent/consent-model';
import { PURPOSE_IDS, VENDOR_ROLES, type PurposeId, type VendorRole } from '@/lib/consent/vendors';
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

/** The purposes and vendors, each a checkbox. */
export function ConsentSettings({ choice, onChange }: Props) {
  const { t } = useT('consent');
  const setPurpose = (id: PurposeId, on: boolean) => onChange({ ...choice, purposes: toggle(choice.purposes, id, on) });
  const setVendor = (role: VendorRole, on: boolean) => onChange({ ...choice, vendors: toggle(choice.vendors, role, on) });
  return (
    <>
      <Fieldset>
        <legend>{t('settings::purposes')}</legend>
        {PURPOSE_IDS.map((id) => (
          <Option key={id}>
            <input
              type="checkbox"
              name="purpose"
              value={id}
              checked={choice.purposes.includes(id)}
              onChange={(e) => setPurpose(id, e.target.checked)}
            />
            <span>{t(`purposes::${id}`)}</span>
          </Option>
        ))}
      </Fieldset>
      <Fieldset>
        <legend>{t('settings::vendors')}</legend>
        {VENDOR_ROLES.map((role) => (
          <Option key={role}>
            <input
              type="checkbox"
              name="vendor"
              value={role}
              checked={choice.vendors.includes(role)}
              onChange={(e) => setVendor(role, e.target.checked)}
            />
            <span>{t(`vendors::${role}::name`)}</span>
            <small>{t(`vendors::${role}::description`)}</small>
          </Option>
        ))}
      </Fieldset>
    </>
  );
}
