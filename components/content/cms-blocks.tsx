import styled from 'styled-components';
import { ProductRail } from '@/components/catalog/product-rail';
import { LocalizedLink } from '@/components/ui/localized-link';
import { resolveRouteHref } from '@/lib/routes/content-href';
import type { CmsBlock } from '@/services/catalog/page-models';
import { theme } from '@/styles/theme';

const Text = styled.section`
  max-width: 760px;
  margin: 24px 0;
  h2 {
    font-size: ${theme.font.size.lg};
  }
  p {
    line-height: 1.6;
  }
`;

const Faq = styled.section`
  max-width: 760px;
  margin: 24px 0;
  details {
    margin: 0 0 8px;
    padding: 12px 16px;
    border-radius: ${theme.radius.default};
    background: ${theme.colors.base1};
  }
  summary {
    font-weight: 700;
    cursor: pointer;
  }
  p {
    margin: 8px 0 0;
    line-height: 1.6;
  }
`;

const Links = styled.section`
  margin: 24px 0;
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 10px;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${theme.tapTarget};
    padding: 0 18px;
    border-radius: ${theme.radius.pill};
    background: ${theme.colors.hunter500};
    color: ${theme.colors.base1};
    font-weight: 700;
    text-decoration: none;
  }
`;

function ContentLink({ label, href }: { label: string; href: string }) {
  const resolved = resolveRouteHref(href);
  if (!resolved) return <span>{label}</span>;
  return (
    <LocalizedLink to={resolved.to} segments={resolved.segments} query={resolved.query}>
      {label}
    </LocalizedLink>
  );
}

/** The blocks of a CMS page (cms/v1/pages/{key}): text, FAQ, links and product rails. */
export function CmsBlocks({ blocks }: { blocks: CmsBlock[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        const id = `block-${index}`;
        switch (block.type) {
          case 'text':
            return (
              <Text key={id} aria-labelledby={block.heading ? id : undefined}>
                {block.heading ? <h2 id={id}>{block.heading}</h2> : null}
                {block.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </Text>
            );
          case 'faq':
            return (
              <Faq key={id} aria-labelledby={id}>
                <h2 id={id}>{block.heading}</h2>
                {block.entries.map((entry) => (
                  <details key={entry.question}>
                    <summary>{entry.question}</summary>
                    <p>{entry.answer}</p>
                  </details>
                ))}
              </Faq>
            );
          case 'links':
            return (
              <Links key={id} aria-labelledby={id}>
                <h2 id={id}>{block.heading}</h2>
                <ul>
                  {block.links.map((link) => (
                    <li key={link.href}>
                      <ContentLink {...link} />
                    </li>
                  ))}
                </ul>
              </Links>
            );
          case 'articles':
            return <ProductRail key={id} id={id} title={block.heading} items={block.items} />;
        }
      })}
    </>
  );
}
