// The footers of every layout (the four-promise strip and the help-link footer): below the fold
// of the home page, so their code is a chunk of its own that the layout starts loading at its
// first render, not part of the first load (issue 20; docs/decisions.md).
import { Box } from '@chakra-ui/react';
import { HelpFooter, PromiseStrip } from '../../features/shell/components/site-footer.tsx';

export default function Footers() {
  return (
    <Box as="footer">
      <PromiseStrip />
      <HelpFooter />
    </Box>
  );
}
