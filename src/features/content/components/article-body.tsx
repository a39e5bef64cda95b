// An article's body: HTML the server sanitised with its one allow-list when the article was
// saved (p, h2-h4, lists, strong/em, links, images under /files/ or https, tables), styled here.
import { Box } from '@chakra-ui/react';

const bodyCss = {
  color: 'gray.800',
  fontSize: '15px',
  lineHeight: '1.9',
  '& p': { my: '3' },
  '& h2': { fontSize: '20px', fontWeight: '700', mt: '6', mb: '2' },
  '& h3': { fontSize: '17px', fontWeight: '700', mt: '5', mb: '2', color: 'gray.900' },
  '& h4': { fontSize: '15px', fontWeight: '700', mt: '4', mb: '1' },
  '& ul': { listStyleType: 'disc', pl: '6', my: '2' },
  '& ol': { listStyleType: 'decimal', pl: '6', my: '2' },
  '& li': { my: '1' },
  '& a': { color: 'brand.700', textDecoration: 'underline' },
  '& img': { maxWidth: '100%', my: '3' },
  '& table': { width: '100%', borderCollapse: 'collapse', my: '4', fontSize: '14px' },
  '& th, & td': { borderWidth: '1px', borderColor: 'gray.300', px: '3', py: '2', textAlign: 'left', verticalAlign: 'top' },
  '& th': { bg: 'gray.50', fontWeight: '700' },
} as const;

export function ArticleBody({ html }: { html: string }) {
  return <Box css={bodyCss} data-testid="article-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
