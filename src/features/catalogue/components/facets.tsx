// The product list's filters (docs/api/goods.md facets): category (one), brands (any of, as
// checkboxes), and each parameter (one value per parameter), every value with its count. A count
// is what clicking the value gives (a brand: that brand alone); when the server says some count was
// taken over part of a big match (`facets.exact` false), counts read "约 n" under a note.
// Each choice is a new URL, so back/forward walk the filters.
import { memo, useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Box, chakra, Heading } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import type { GoodsFacets } from '../api.ts';
import { hasParam, listHref, toggleBrand, toggleParam, withCategory } from '../../../../machines/catalogue/product-list-query.ts';
import type { ListQuery } from '../../../../machines/catalogue/product-list-query.ts';
import { cat } from '../text.ts';
import css from '../../../ui/goods/goods.module.css';
import { uiText } from '../../../ui/text.ts';

const t = cat.list;
const SHOWN = 8;

function FacetSection({ title, count, children }: { title: string; count: number; children: (limit: number) => ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} py="3" borderTopWidth="1px" borderColor="gray.200">
      <Heading as="h2" id={id} fontSize="14px" fontWeight="700" color="gray.800" mb="2">
        {title}
      </Heading>
      {children(open ? Number.POSITIVE_INFINITY : SHOWN)}
      {count > SHOWN && (
        <chakra.button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
          mt="1"
          fontSize="12px"
          color="brand.700"
          cursor="pointer"
          _hover={{ textDecoration: 'underline' }}
        >
          {open ? t.facetLess : `${t.facetMore}${uiText.punctuation.parens(count - SHOWN)}`}
        </chakra.button>
      )}
    </Box>
  );
}

function Count({ n, approx }: { n: number; approx: boolean }) {
  return <span className={css.count}>{approx ? t.facetApprox(n) : n}</span>;
}

export const Facets = memo(function Facets({ facets, query }: { facets: GoodsFacets; query: ListQuery }) {
  const [, navigate] = useLocation();
  const approx = facets.exact === false;
  return (
    <Box as="aside" aria-label={t.facetsLabel} width="240px" flexShrink={0} data-testid="facets">
      {approx && (
        <chakra.p fontSize="12px" color="gray.600" pb="2" data-testid="facets-approx">
          {t.facetApproxNote}
        </chakra.p>
      )}
      {facets.categories.length > 0 && (
        <FacetSection title={t.facetCategory} count={facets.categories.length}>
          {(limit) => (
            <ul className={css.facetList}>
              {facets.categories.slice(0, limit).map((c) => {
                const active = query.categoryId === c.id;
                return (
                  <li key={c.id}>
                    <Link
                      href={listHref(withCategory(query, active ? null : c.id))}
                      aria-current={active ? 'true' : undefined}
                      className={css.facetOption}
                    >
                      {c.name}
                      <Count n={c.count} approx={approx} />
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </FacetSection>
      )}
      {facets.brands.length > 0 && (
        <FacetSection title={t.facetBrand} count={facets.brands.length}>
          {(limit) => (
            <ul className={css.facetList}>
              {facets.brands.slice(0, limit).map((b) => (
                <li key={b.id}>
                  <label className={css.facetOption}>
                    <input
                      type="checkbox"
                      className={css.facetCheckbox}
                      checked={query.brandIds.includes(b.id)}
                      onChange={() => navigate(listHref(toggleBrand(query, b.id)))}
                    />
                    {b.name}
                    <Count n={b.count} approx={approx} />
                  </label>
                </li>
              ))}
            </ul>
          )}
        </FacetSection>
      )}
      {facets.params.map((param) => (
        <FacetSection key={param.name} title={param.name} count={param.values.length}>
          {(limit) => (
            <ul className={css.facetValues}>
              {param.values.slice(0, limit).map((v) => {
                const active = hasParam(query, param.name, v.value);
                return (
                  <li key={v.value}>
                    <Link
                      href={listHref(toggleParam(query, param.name, v.value))}
                      aria-current={active ? 'true' : undefined}
                      className={`${css.facetOption} ${css.facetValue}`}
                    >
                      {v.value}
                      <Count n={v.count} approx={approx} />
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </FacetSection>
      ))}
    </Box>
  );
});
