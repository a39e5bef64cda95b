// The cells of the storefront's data tables, one definition per look: the member tables' heading
// cell (cart, order lines, payment records) and the compact catalogue tables (model conversion).
import { chakra } from '@chakra-ui/react';

/** The heading cell of the member tables (a `css` style for chakra.th). */
export const headCell = { px: '3', py: '2.5', fontSize: '13px', fontWeight: '600', color: 'gray.700', textAlign: 'left', bg: 'gray.50', borderBottomWidth: '1px', borderColor: 'gray.200' } as const;

/** The compact tables of the model-conversion pages: a gray heading row and ruled rows. */
export const CompactTh = chakra('th', { base: { textAlign: 'left', fontWeight: '600', bg: 'gray.100', px: '3', py: '2', fontSize: '13px' } });
export const CompactTd = chakra('td', { base: { px: '3', py: '2', borderTopWidth: '1px', borderColor: 'gray.200', fontSize: '13px' } });
