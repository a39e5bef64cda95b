// The header search box (spec 2.5): placeholder 请输入型号, a search button; Enter or the button
// opens the product list for that model (productList?goodsName=...).
import { useState } from 'react';
import { Button, chakra, Flex, Input } from '@chakra-ui/react';
import { useLocation, useSearchParams } from 'wouter';
import { zh } from '../../text/zh-cn.ts';

const t = zh.header;

export function productListHref(goodsName: string): string {
  const query = new URLSearchParams({ goodsName });
  return `/productList?${query.toString()}`;
}

export function SearchBox() {
  const [location, navigate] = useLocation();
  const [query] = useSearchParams();
  const current = location === '/productList' ? (query.get('goodsName') ?? '') : '';
  const [text, setText] = useState(current);
  return (
    <chakra.form
      role="search"
      aria-label={t.searchLabel}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(productListHref(text.trim()));
      }}
    >
      <Flex width="520px" borderWidth="2px" borderColor="brand.600" borderRadius="2px">
        <Input
          type="search"
          name="goodsName"
          aria-label={t.searchLabel}
          placeholder={t.searchPlaceholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
          border="none"
          borderRadius="0"
          height="40px"
          flex="1"
          _placeholder={{ color: 'gray.600' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '-2px' }}
        />
        <Button type="submit" colorPalette="brand" borderRadius="0" height="40px" width="96px" fontSize="16px">
          {t.searchButton}
        </Button>
      </Flex>
    </chakra.form>
  );
}
