// 《用户协议》 and 《隐私政策》: buttons that open the article from the content service
// (getUserAgreementOrPrivacyPolicyInfo/1/1 and /2/1) in a dialog. The HTML comes from our own
// CMS and is shown as written.
import { useEffect, useState } from 'react';
import { Box, Button, chakra, Dialog, Portal, Text } from '@chakra-ui/react';
import { fetchAgreement } from '../../shell/public.ts';
import type { AgreementArticle, AgreementKind } from '../../shell/public.ts';
import { accounts } from '../text.ts';

const c = accounts.common;

const cache = new Map<AgreementKind, Promise<AgreementArticle>>();

function loadAgreement(kind: AgreementKind): Promise<AgreementArticle> {
  let pending = cache.get(kind);
  if (!pending) {
    pending = fetchAgreement(kind);
    cache.set(kind, pending);
    pending.catch(() => cache.delete(kind));
  }
  return pending;
}

type Loaded = { kind: AgreementKind; article: AgreementArticle | null; failed: boolean };

function AgreementDialog({ kind, onClose }: { kind: AgreementKind; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    loadAgreement(kind).then(
      (article) => live && setLoaded({ kind, article, failed: false }),
      () => live && setLoaded({ kind, article: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [kind]);
  const current = loaded?.kind === kind ? loaded : null;
  const fallbackTitle = kind === 1 ? c.userAgreement : c.privacyPolicy;
  return (
    <Dialog.Root open size="lg" placement="center" scrollBehavior="inside" onOpenChange={(d) => !d.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{current?.article?.title ?? fallbackTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {current?.article ? (
                <Box
                  className="agreement-content"
                  fontSize="14px"
                  lineHeight="1.8"
                  color="gray.800"
                  css={{ '& h2, & h3': { fontWeight: 600, mt: '4', mb: '2' }, '& p': { mb: '2' }, '& ul, & ol': { pl: '6', mb: '2' } }}
                  dangerouslySetInnerHTML={{ __html: current.article.content }}
                />
              ) : (
                <Text color="gray.600">{current?.failed ? c.agreementFailed : c.agreementLoading}</Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {c.close}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/** 《用户协议》<between>《隐私政策》, each opening its article. */
export function AgreementLinks({ between }: { between: string }) {
  const [open, setOpen] = useState<AgreementKind | null>(null);
  const link = (kind: AgreementKind, label: string) => (
    <chakra.button
      type="button"
      color="brand.700"
      bg="transparent"
      cursor="pointer"
      fontSize="inherit"
      _hover={{ textDecoration: 'underline' }}
      onClick={() => setOpen(kind)}
    >
      {label}
    </chakra.button>
  );
  return (
    <>
      {link(1, c.userAgreement)}
      {between}
      {link(2, c.privacyPolicy)}
      {open !== null ? <AgreementDialog kind={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
