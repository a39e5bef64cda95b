// The application form (machines/cooperation/cooperation-form.ts): the view sends EDIT, PICK,
// DROP and SUBMIT and shows the machine's problems; the `submit` actor posts the multipart form.
// On success `onDone` gets the new application's id.
import { useEffect } from 'react';
import { Box, Button, chakra, Grid, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { BRAND_NAME_MAX, MAX_BRANDS, MAX_CATEGORIES, needsAuthorisation, PROGRAMME_TEXT, PROGRAMMES, SALES_RANGE_TEXT, SALES_RANGES, type Programme } from '../../../../domain/cooperation/cooperation-rules.ts';
import { cooperationFormMachine, type SubmitInput, type SubmitResult } from '../../../../machines/cooperation/cooperation-form.ts';
import { categories } from '../../catalogue/public.ts';
import { useResource } from '../../../lib/resource.ts';
import { RadioChoice } from '../../../ui/choice-inputs.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { ButtonLink } from '../../../ui/links.tsx';
import { saveCooperation } from '../api.ts';
import { cooperationText } from '../text.ts';
import { BrandList, CategoryPicker, FileSlot, TextField } from './form-parts.tsx';

const t = cooperationText.form;

const logic = cooperationFormMachine.provide({
  actors: {
    submit: fromPromise<SubmitResult, SubmitInput>(({ input }) =>
      saveCooperation(input.fields, input.licence as unknown as Blob, input.authorisation ? (input.authorisation as unknown as Blob) : null),
    ),
  },
});

const selectStyle = { height: '38px', fontSize: '14px', borderWidth: '1px', borderColor: 'gray.300', borderRadius: 'sm', px: '2', bg: 'white', width: '280px' } as const;

export function CooperationForm({ programme, onDone }: { programme: Programme | null; onDone: (id: number) => void }) {
  const [state, send] = useMachine(logic, { input: { draft: { programme } } });
  const tree = useResource(categories);
  const { draft, files, problems, fileErrors, serverError, serverStatus, applicationId } = state.context;
  const busy = state.matches('submitting');
  const edit = (patch: Partial<typeof draft>) => send({ type: 'EDIT', patch });

  useEffect(() => {
    if (applicationId !== null) onDone(applicationId);
  }, [applicationId, onDone]);

  const options = tree.status === 'ready' ? tree.data.map((c) => ({ id: Number(c.id), name: c.name })) : null;
  const dealer = draft.programme !== null && needsAuthorisation(draft.programme);

  return (
    <chakra.form
      noValidate
      aria-labelledby="page-title"
      onSubmit={(event) => {
        event.preventDefault();
        send({ type: 'SUBMIT' });
      }}
      data-testid="cooperation-form"
    >
      <Stack gap="5">
        <Box>
          <RadioChoice<number>
            name="programme"
            legend={`${t.programme} *`}
            value={draft.programme ?? 0}
            options={PROGRAMMES.map((p) => [p, PROGRAMME_TEXT[p]] as const)}
            disabled={busy}
            onPick={(p) => edit({ programme: p })}
          />
          {problems.programme ? (
            <Box role="alert" mt="1" fontSize="12px" color="red.700">
              {problems.programme}
            </Box>
          ) : null}
        </Box>
        <Grid templateColumns="1fr 1fr" gap="4">
          <TextField name="companyName" label={t.companyName} required value={draft.companyName} error={problems.companyName} onChange={(v) => edit({ companyName: v })} inputProps={{ placeholder: t.companyNamePlaceholder, maxLength: 100 }} />
          <TextField name="creditCode" label={t.creditCode} required value={draft.creditCode} error={problems.creditCode} onChange={(v) => edit({ creditCode: v.toUpperCase() })} inputProps={{ placeholder: t.creditCodePlaceholder, maxLength: 18, autoComplete: 'off' }} />
          <TextField name="contact" label={t.contact} required value={draft.contact} error={problems.contact} onChange={(v) => edit({ contact: v })} inputProps={{ maxLength: 30, autoComplete: 'name' }} />
          <TextField name="mobile" label={t.mobile} required value={draft.mobile} error={problems.mobile} onChange={(v) => edit({ mobile: v })} inputProps={{ maxLength: 11, inputMode: 'numeric', autoComplete: 'tel' }} />
          <TextField name="email" label={t.email} value={draft.email} error={problems.email} onChange={(v) => edit({ email: v })} inputProps={{ placeholder: t.emailPlaceholder, maxLength: 100, type: 'email', autoComplete: 'email' }} />
          <Box>
            <chakra.label htmlFor="cooperation-sales-range" display="block" fontSize="13px" color="gray.700" mb="1.5">
              {t.salesRange}
              <Text as="span" color="red.700" ms="1" aria-hidden="true">
                *
              </Text>
            </chakra.label>
            <chakra.select
              id="cooperation-sales-range"
              name="salesRange"
              required
              aria-invalid={problems.salesRange ? true : undefined}
              aria-describedby={problems.salesRange ? 'cooperation-sales-range-error' : undefined}
              value={draft.salesRange ?? ''}
              onChange={(event) => edit({ salesRange: event.target.value ? Number(event.target.value) : null })}
              css={selectStyle}
              disabled={busy}
            >
              <option value="">—</option>
              {SALES_RANGES.map((r) => (
                <option key={r} value={r}>
                  {SALES_RANGE_TEXT[r]}
                </option>
              ))}
            </chakra.select>
            {problems.salesRange ? (
              <Text id="cooperation-sales-range-error" mt="1.5" fontSize="12px" color="red.700">
                {problems.salesRange}
              </Text>
            ) : null}
          </Box>
        </Grid>
        <CategoryPicker options={options} failed={tree.status === 'error'} selected={draft.categoryIds} max={MAX_CATEGORIES} error={problems.categoryIds} onChange={(ids) => edit({ categoryIds: ids })} />
        <BrandList brands={draft.brands} max={MAX_BRANDS} maxLength={BRAND_NAME_MAX} error={problems.brands} onChange={(brands) => edit({ brands })} />
        <Grid templateColumns="1fr 1fr" gap="4">
          <FileSlot
            name="licence"
            label={t.licence}
            required
            file={files.licence}
            error={fileErrors.licence}
            disabled={busy}
            onPick={(file) => send({ type: 'PICK', slot: 'licence', file })}
            onDrop={() => send({ type: 'DROP', slot: 'licence' })}
          />
          <FileSlot
            name="authorisation"
            label={dealer ? t.authorisation : t.authorisationOptional}
            required={dealer}
            file={files.authorisation}
            error={fileErrors.authorisation}
            disabled={busy}
            onPick={(file) => send({ type: 'PICK', slot: 'authorisation', file })}
            onDrop={() => send({ type: 'DROP', slot: 'authorisation' })}
          />
        </Grid>
        <FormAlert message={serverError} />
        {serverStatus === 409 ? (
          <Box>
            <ButtonLink href="/supplier" variant="outline" size="sm">
              {t.pendingExists}
            </ButtonLink>
          </Box>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText={t.submitting} data-testid="cooperation-submit">
            {t.submit}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
