// The pager under a list in the staff console: "第 x / y 页" with 上一页 and 下一页 buttons. One
// copy for every work queue and list (receipts, shipping, after-sales, redemptions, enquiry,
// services, certifications, applications, catalogue, audit log); its words are staffText.pager.
import { Button, Flex, Text } from '@chakra-ui/react';
import { staffText } from '../text.ts';

const t = staffText.pager;

export function Pager({ current, pages, onPage, disabled = false }: {
  current: number;
  pages: number;
  onPage: (current: number) => void;
  /** Disables both buttons whatever the page, e.g. while the list is being saved. */
  disabled?: boolean;
}) {
  return (
    <Flex justify="flex-end" align="center" gap="3" mt="3" fontSize="13px">
      <Text>{t.pageOf(current, pages)}</Text>
      <Button size="sm" variant="outline" disabled={current <= 1 || disabled} onClick={() => onPage(current - 1)}>
        {t.prev}
      </Button>
      <Button size="sm" variant="outline" disabled={current >= pages || disabled} onClick={() => onPage(current + 1)}>
        {t.next}
      </Button>
    </Flex>
  );
}
