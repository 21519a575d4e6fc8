import { useMemo, useState } from 'react';
import { useT } from '@/components/i18n/use-t';
import type { PhoneCoverOption } from '@/lib/dyo/page-props';
import { ChoiceGroup } from './choice-group';
import { productInfo } from '@/lib/dyo/product-types/info';
import { phoneCoverInfo } from '@/lib/dyo/product-types/phone-cover-info';
import type { RouteKey } from '@/lib/routes/hrefs';
import { PickerSummary } from './picker-summary';

interface Props {
  options: PhoneCoverOption[];
  initialArticleId: string | null;
  dyoId: string | null;
  engine?: RouteKey;
  /** Called with the chosen article (the map engine switches its design's article). */
  onChoose?: (option: PhoneCoverOption) => void;
  hideSummary?: boolean;
}

const unique = (values: string[]) => [...new Set(values)];

/** The cover types are the phone covers' classification values; each has a name in `landing::phone::types`. */
type CoverType = (typeof phoneCoverInfo.classifications)[number];
const isCoverType = (value: string): value is CoverType => (phoneCoverInfo.classifications as readonly string[]).includes(value);

/** Phone maker → model → cover type, from the DYO phone-cover articles of the catalog. */
export function PhonePicker({
  options,
  initialArticleId,
  dyoId,
  engine = productInfo('phone-cover').routes.engine,
  onChoose,
  hideSummary = false,
}: Props) {
  const { t } = useT('dyo');
  const initial = options.find((o) => o.articleId === initialArticleId) ?? null;
  const [maker, setMaker] = useState<string | null>(initial?.maker ?? null);
  const [model, setModel] = useState<string | null>(initial?.model ?? null);
  const [coverType, setCoverType] = useState<string | null>(initial?.coverType ?? null);

  const makers = useMemo(() => unique(options.map((o) => o.maker)), [options]);
  const models = unique(options.filter((o) => o.maker === maker).map((o) => o.model));
  const types = options.filter((o) => o.maker === maker && o.model === model);
  const chosen = types.find((o) => o.coverType === coverType) ?? (types.length === 1 ? types[0]! : null);

  const choose = (next: PhoneCoverOption | null) => {
    if (next && onChoose) onChoose(next);
  };

  return (
    <div>
      <ChoiceGroup
        name="phone-maker"
        legend={t('landing::phone::maker')}
        choices={makers.map((m) => ({ value: m, label: m }))}
        value={maker}
        onChange={(value) => {
          setMaker(value);
          setModel(null);
          setCoverType(null);
        }}
      />
      {maker ? (
        <ChoiceGroup
          name="phone-model"
          legend={t('landing::phone::model')}
          choices={models.map((m) => ({ value: m, label: m }))}
          value={model}
          onChange={(value) => {
            setModel(value);
            const candidates = options.filter((o) => o.maker === maker && o.model === value);
            const keep = candidates.find((o) => o.coverType === coverType) ?? candidates[0] ?? null;
            setCoverType(keep?.coverType ?? null);
            choose(keep);
          }}
        />
      ) : null}
      {types.length > 1 ? (
        <ChoiceGroup
          name="cover-type"
          legend={t('landing::phone::coverType')}
          choices={types.map((o) => ({
            value: o.coverType,
            label: isCoverType(o.coverType) ? t(`landing::phone::types::${o.coverType}`) : o.coverType,
          }))}
          value={chosen?.coverType ?? null}
          onChange={(value) => {
            setCoverType(value);
            choose(types.find((o) => o.coverType === value) ?? null);
          }}
        />
      ) : null}
      {hideSummary ? null : <PickerSummary article={chosen} engine={engine} dyoId={dyoId} startLabel={t('landing::phone::start')} />}
    </div>
  );
}
