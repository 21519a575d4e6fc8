import { useMemo, useState } from 'react';
import { useT } from '@/components/i18n/use-t';
import { garmentHex, uniqueBy } from '@/lib/dyo/products';
import type { GarmentOption } from '@/lib/dyo/page-props';
import { ChoiceGroup } from './choice-group';
import { productInfo } from '@/lib/dyo/product-types/info';
import { PickerSummary } from './picker-summary';

interface Props {
  options: GarmentOption[];
  initialArticleId: string | null;
  dyoId: string | null;
}

/** Garment → colour → size, from the DYO clothes articles of the catalog. */
export function GarmentPicker({ options, initialArticleId, dyoId }: Props) {
  const { t } = useT('dyo');
  const initial = options.find((o) => o.articleId === initialArticleId) ?? null;
  const [garment, setGarment] = useState<string | null>(initial?.garment ?? null);
  const [color, setColor] = useState<string | null>(initial?.color ?? null);
  const [size, setSize] = useState<string | null>(initial?.size ?? null);

  const garments = useMemo(() => uniqueBy(options, (o) => o.garment), [options]);
  const ofGarment = options.filter((o) => o.garment === garment);
  const colors = uniqueBy(ofGarment, (o) => o.color);
  const ofColor = ofGarment.filter((o) => o.color === color);
  const sizes = ofColor.filter((o) => o.size !== null);
  const chosen = sizes.length > 0 ? (ofColor.find((o) => o.size === size) ?? null) : (ofColor[0] ?? null);

  return (
    <div>
      <ChoiceGroup
        name="garment"
        legend={t('landing::clothes::garment')}
        choices={garments.map((o) => ({ value: o.garment, label: o.garmentLabel }))}
        value={garment}
        onChange={(value) => {
          setGarment(value);
          setColor(options.find((o) => o.garment === value)?.color ?? null);
          setSize(null);
        }}
      />
      {garment ? (
        <ChoiceGroup
          name="garment-color"
          legend={t('landing::clothes::color')}
          choices={colors.map((o) => ({ value: o.color, label: o.colorLabel, swatch: garmentHex(o.color) }))}
          value={color}
          onChange={setColor}
        />
      ) : null}
      {garment && sizes.length > 0 ? (
        <ChoiceGroup
          name="garment-size"
          legend={t('landing::clothes::size')}
          choices={sizes.map((o) => ({ value: o.size!, label: o.size! }))}
          value={size}
          onChange={setSize}
        />
      ) : null}
      <PickerSummary
        article={chosen}
        engine={productInfo('clothes').routes.engine}
        dyoId={dyoId}
        startLabel={t('landing::clothes::start')}
      />
    </div>
  );
}
