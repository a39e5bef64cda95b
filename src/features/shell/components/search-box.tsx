// The header search box (spec 2.5, 4, 5): placeholder 请输入型号, suggestions after a pause in
// typing (POST /open/goods/search/keyword, only for non-empty text), keyboard navigation. Enter or
// the button is a fuzzy search; choosing a suggestion is an exact search of its model; clearing
// the box on a result page searches everything. The logic is machines/shell/search-mode.ts; the box
// follows the URL (back/forward, reload) through SYNC.
import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useLocation, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { searchModeMachine } from '../../../../machines/shell/search-mode.ts';
import type { SearchSuggestion } from '../../../../machines/shell/search-mode.ts';
import { parseListQuery, PRODUCT_LIST_PATH, searchHref } from '../../../../machines/catalogue/list-url.ts';
import { searchKeyword } from '../../catalogue/public.ts';
import { SuggestCombobox } from '../../../ui/suggest-combobox.tsx';
import { zh } from '../text.ts';

const t = zh.header;

/** A fuzzy search of `goodsName` (hot keywords, links). */
export function productListHref(goodsName: string): string {
  return searchHref(goodsName);
}

const headerSearchMachine = searchModeMachine.provide({
  actors: {
    fetchSuggestions: fromPromise<SearchSuggestion[], { keyword: string }>(({ input }) => searchKeyword(input.keyword)),
  },
  actions: {
    search: (_, params) => navigate(searchHref(params.keyword, params.exact, params.brandId)),
  },
});

export function SearchBox() {
  const [location] = useLocation();
  const search = useSearch();
  const [snapshot, send] = useMachine(headerSearchMachine);

  useEffect(() => {
    const query = location === PRODUCT_LIST_PATH ? parseListQuery(search) : null;
    send({ type: 'SYNC', text: query?.keyword ?? '', exact: query?.exact ?? false, onResults: (query?.keyword ?? '') !== '' });
  }, [location, search, send]);

  return (
    <SuggestCombobox
      snapshot={snapshot}
      send={send}
      name="goodsName"
      label={t.searchLabel}
      listLabel={t.suggestionsLabel}
      placeholder={t.searchPlaceholder}
      buttonLabel={t.searchButton}
      width="520px"
    />
  );
}
