import Image from 'next/image';
import styled from 'styled-components';
import { useT } from '@/components/i18n/use-t';
import { useFormatPrice } from '@/components/ui/price';
import type { SuggestedArticle } from '@/services/api-client/search';
import { theme } from '@/styles/theme';

export type SuggestionOption = { kind: 'term'; id: string; term: string } | { kind: 'article'; id: string; article: SuggestedArticle };

const List = styled.ul`
  position: absolute;
  top: calc(100% + 6px);
  left: 0;
  right: 0;
  z-index: ${theme.zIndex.modal};
  margin: 0;
  padding: 6px;
  list-style: none;
  border-radius: ${theme.radius.default};
  background: ${theme.colors.base1};
  color: ${theme.colors.ink900};
  box-shadow: ${theme.shadow.raised};
  &[hidden] {
    display: none;
  }
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 40px;
  padding: 6px 10px;
  border-radius: ${theme.radius.small};
  cursor: pointer;
  &[aria-selected='true'],
  &:hover {
    background: ${theme.colors.hunter100};
  }
  .price {
    margin-left: auto;
    font-weight: 800;
    white-space: nowrap;
  }
`;

const Thumb = styled.span`
  position: relative;
  flex: none;
  width: 40px;
  height: 40px;
  img {
    object-fit: contain;
  }
`;

interface Props {
  id: string;
  open: boolean;
  busy: boolean;
  options: SuggestionOption[];
  active: number;
  onPick: (option: SuggestionOption) => void;
}

/** The listbox of the header search combobox: search terms, then products. */
export function SuggestionList({ id, open, busy, options, active, onPick }: Props) {
  const { t } = useT();
  const format = useFormatPrice();
  return (
    <List id={id} role="listbox" aria-label={t('header::searchLabel')} aria-busy={busy} hidden={!open}>
      {open
        ? options.map((option, index) => (
            <Option
              key={option.id}
              id={`${id}-${index}`}
              role="option"
              aria-selected={index === active}
              // mousedown, not click: the input must not lose focus (and close the list) first.
              onMouseDown={(event) => {
                event.preventDefault();
                onPick(option);
              }}
            >
              {option.kind === 'term' ? (
                <span>{option.term}</span>
              ) : (
                <>
                  <Thumb aria-hidden="true">
                    <Image src={option.article.imageUrl} alt="" fill sizes="40px" unoptimized={option.article.imageUrl.endsWith('.svg')} />
                  </Thumb>
                  <span>{option.article.title}</span>
                  <span className="price">{format(option.article.price)}</span>
                </>
              )}
            </Option>
          ))
        : null}
    </List>
  );
}
