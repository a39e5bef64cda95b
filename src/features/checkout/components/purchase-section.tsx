// 采购信息 of a company member's checkout (issue 38): the 采购单号 (required when the company says
// so), the 成本中心 prefilled with the department's, the department's budgets (剩余 / 预算, 硬性 or
// 柔性), the approval this order would need, and the hard budget's refusal (提交订单 then stays
// disabled). The checkout machine checks the fields before the call; this shows its context.
import { Box, Field, Grid, Input, Stack, Text } from '@chakra-ui/react';
import type { CheckoutCompany } from '../../../../domain/approvals/approval-views.ts';
import { PO_NUMBER_MAX } from '../../../../domain/approvals/approval-rules.ts';
import { COST_CENTRE_MAX } from '../../../../domain/company/company-limits.ts';
import { formatPrice } from '../../../../domain/shared/money.ts';
import type { CheckoutContext, CheckoutEvent } from '../../../../machines/checkout/checkout.ts';
import { Section } from '../../../ui/section.tsx';
import { checkoutText } from '../text.ts';

const t = checkoutText.checkout.purchase;
const notices = checkoutText.checkout.notice;

function Budgets({ company }: { company: CheckoutCompany }) {
  if (company.budgets.length === 0) {
    return (
      <Text fontSize="13px" color="gray.600">
        {t.noBudget}
      </Text>
    );
  }
  return (
    // The period and the figures move with the calendar and every order of the department (masked in baselines).
    <Stack as="ul" listStyleType="none" m="0" p="0" gap="1.5" data-testid="checkout-budgets" data-volatile>
      {company.budgets.map((b) => (
        <Box as="li" key={`${b.period}-${b.departmentName}`} fontSize="13px" display="flex" gap="3" flexWrap="wrap">
          <Text as="span" color="gray.800" fontWeight="600">
            {t.budgetLine(b.departmentName, t.budgetPeriod[b.period] ?? '', b.periodLabel)}
          </Text>
          <Text as="span" color={b.remainingFen < 0 ? 'red.700' : 'gray.800'}>
            {t.budgetFigures(formatPrice(b.remainingFen), formatPrice(b.amountFen))}
          </Text>
          <Text as="span" color="gray.600">
            {t.budgetMode[b.mode]}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}

export function PurchaseSection({ context, company, send, locked }: { context: CheckoutContext; company: CheckoutCompany; send: (event: CheckoutEvent) => void; locked: boolean }) {
  const kind = context.notice?.kind;
  const poError = kind === 'poRequired' || kind === 'poTooLong' || kind === 'poInvalid' ? notices[kind] : null;
  const costCentreError = kind === 'costCentreInvalid' ? notices.costCentreInvalid : null;
  return (
    <Section id="purchase" title={t.title}>
      <Stack gap="4" data-testid="checkout-purchase">
        <Grid templateColumns="1fr 1fr" gap="6">
          <Field.Root invalid={poError !== null} required={company.poRequired}>
            <Field.Label fontSize="13px" color="gray.700">
              {t.poNumber}
              {company.poRequired && <Field.RequiredIndicator />}
            </Field.Label>
            <Input
              name="poNumber"
              value={context.poNumber}
              maxLength={PO_NUMBER_MAX}
              disabled={locked}
              placeholder={t.poPlaceholder(PO_NUMBER_MAX)}
              onChange={(event) => send({ type: 'SET_PO_NUMBER', value: event.target.value })}
              height="38px"
              fontSize="14px"
              data-testid="po-number"
            />
            {poError ? <Field.ErrorText color="red.700">{poError}</Field.ErrorText> : <Field.HelperText color="gray.600">{t.poHint}</Field.HelperText>}
          </Field.Root>
          <Field.Root invalid={costCentreError !== null}>
            <Field.Label fontSize="13px" color="gray.700">
              {t.costCentre}
            </Field.Label>
            <Input
              name="costCentre"
              value={context.costCentre}
              maxLength={COST_CENTRE_MAX}
              disabled={locked}
              placeholder={t.costCentrePlaceholder}
              onChange={(event) => send({ type: 'SET_COST_CENTRE', value: event.target.value })}
              height="38px"
              fontSize="14px"
              data-testid="cost-centre"
            />
            {costCentreError ? (
              <Field.ErrorText color="red.700">{costCentreError}</Field.ErrorText>
            ) : (
              <Field.HelperText color="gray.600">{t.costCentreHint(company.departmentName)}</Field.HelperText>
            )}
          </Field.Root>
        </Grid>
        <Box>
          <Text fontSize="13px" color="gray.700" mb="1.5">
            {t.budgets}
          </Text>
          <Budgets company={company} />
        </Box>
        {company.budgetRefusal ? (
          <Box role="alert" data-testid="budget-refusal" data-volatile bg="red.50" borderWidth="1px" borderColor="red.200" color="red.900" borderRadius="md" px="4" py="3" fontSize="14px">
            {company.budgetRefusal}
          </Box>
        ) : company.approval ? (
          <Box data-testid="approval-preview" bg="orange.50" borderWidth="1px" borderColor="orange.300" color="orange.900" borderRadius="md" px="4" py="3" fontSize="14px">
            {t.approval(company.approval.reasons.join(t.reasonsJoin), t.levels(company.approval.levels))}
          </Box>
        ) : null}
      </Stack>
    </Section>
  );
}
