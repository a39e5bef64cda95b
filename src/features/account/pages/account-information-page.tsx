// /accountInformation: nickname and avatar (machines/account/profile-edit.ts). A picked image is checked
// for size and content before it is previewed and uploaded; the account's other facts are shown
// read-only.
import { useEffect, useId, useRef, useState } from 'react';
import { Box, Button, chakra, Flex, Grid, Image, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { maskMobile } from '../../../../domain/account/account-rules.ts';
import { profileEditMachine, AVATAR_TYPES } from '../../../../machines/account/profile-edit.ts';
import type { AvatarFile, ProfileSaved, SaveProfileInput } from '../../../../machines/account/profile-edit.ts';
import { isPersonal } from '../../../../machines/shell/session.ts';
import { updateNickAvatar } from '../api.ts';
import type { AccountInfo } from '../api.ts';
import { toaster } from '../../../lib/toaster.ts';
import { refreshMemberInfo } from '../actors.ts';
import { Avatar } from '../components/avatar.tsx';
import { TextField } from '../components/form-fields.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { MemberLayout, Panel } from '../../../ui/member-layout.tsx';
import { useAccountInfo } from '../use-account-info.ts';
import { accounts, fieldErrorText } from '../text.ts';

const t = accounts.accountInfo;
const HEADER_BYTES = 16;

const profileLogic = profileEditMachine.provide({
  actors: {
    readHeader: fromPromise<Uint8Array, { file: AvatarFile }>(async ({ input }) => {
      const blob = input.file as unknown as Blob;
      return new Uint8Array(await blob.slice(0, HEADER_BYTES).arrayBuffer());
    }),
    saveProfile: fromPromise<ProfileSaved, SaveProfileInput>(({ input }) =>
      updateNickAvatar(input.nickname, input.avatar as unknown as Blob | null),
    ),
  },
  actions: {
    saved: () => {
      toaster.create({ type: 'success', title: t.saved, duration: 3000 });
      refreshMemberInfo();
    },
  },
});

interface Picked {
  file: File;
  url: string;
}

function ProfileForm({ info }: { info: AccountInfo }) {
  const [state, send] = useMachine(profileLogic);
  const [nickname, setNickname] = useState(info.nickname ?? '');
  const [picked, setPicked] = useState<Picked | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const avatarHelpId = useId();
  const latest = useRef<Picked | null>(null);
  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current.url);
    },
    [],
  );
  const { context } = state;
  const accepted = picked && context.avatar === (picked.file as unknown as AvatarFile) ? picked : null;
  const avatarError = fieldErrorText('avatar', context.errors.avatar);
  const saving = state.matches('saving');
  const savedNickname = info.nickname ?? '';

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (latest.current) URL.revokeObjectURL(latest.current.url);
    const next = { file, url: URL.createObjectURL(file) };
    latest.current = next;
    setPicked(next);
    send({ type: 'PICK_AVATAR', file });
  };

  return (
    <chakra.form
      noValidate
      aria-labelledby="page-title"
      onSubmit={(event) => {
        event.preventDefault();
        const changed = nickname.trim() !== savedNickname;
        if (!changed && !context.avatar) {
          toaster.create({ type: 'info', title: t.nothingChanged, duration: 2000 });
          return;
        }
        send({ type: 'SUBMIT', nickname, nicknameChanged: changed });
      }}
    >
      <Stack gap="6" maxWidth="560px">
        <Box>
          <Text fontSize="14px" color="gray.700" mb="2" id={`${avatarHelpId}-label`}>
            {t.avatarLabel}
          </Text>
          <Flex align="center" gap="5">
            {accepted ? (
              <Image src={accepted.url} alt={t.previewAlt} width="88px" height="88px" borderRadius="full" objectFit="cover" borderWidth="1px" borderColor="gray.200" />
            ) : (
              <Avatar url={info.avatarUrl} name={info.nickname || info.username} alt={accounts.personal.avatarAlt} size={88} />
            )}
            <Stack gap="2">
              <Flex gap="2">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  aria-describedby={avatarHelpId}
                  loading={state.matches('inspecting')}
                  loadingText={t.avatarChecking}
                  onClick={() => fileInput.current?.click()}
                >
                  {info.avatarUrl || accepted ? t.avatarChange : t.avatarPick}
                </Button>
                {accepted ? (
                  <Button type="button" variant="ghost" size="sm" onClick={() => send({ type: 'DROP_AVATAR' })}>
                    {t.avatarDrop}
                  </Button>
                ) : null}
              </Flex>
              <chakra.input
                ref={fileInput}
                type="file"
                accept={AVATAR_TYPES.join(',')}
                display="none"
                aria-labelledby={`${avatarHelpId}-label`}
                data-testid="avatar-input"
                onChange={(event) => {
                  pick(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
              <Text id={avatarHelpId} fontSize="12px" color={avatarError ? 'red.700' : 'gray.600'} role={avatarError ? 'alert' : undefined}>
                {avatarError || t.avatarHint}
              </Text>
            </Stack>
          </Flex>
        </Box>
        <TextField
          field="nickname"
          label={t.nicknameLabel}
          value={nickname}
          onChange={(value) => {
            setNickname(value);
            send({ type: 'EDIT', field: 'nickname' });
          }}
          error={context.errors.nickname}
          inputProps={{ placeholder: t.nicknamePlaceholder, maxLength: 20, autoComplete: 'nickname' }}
        />
        <FormAlert message={context.formError} />
        <Box>
          <Button type="submit" colorPalette="brand" height="40px" px="10" loading={saving} loadingText={t.saving}>
            {t.save}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}

function Facts({ info }: { info: AccountInfo }) {
  const rows: Array<[string, string]> = [
    [t.usernameLabel, info.username],
    [t.mobileLabel, info.mobile ? maskMobile(info.mobile) : accounts.personal.noMobile],
    [t.memberTypeLabel, isPersonal(info) ? accounts.personal.personal : accounts.personal.enterprise],
  ];
  if (!isPersonal(info) && info.companyName) rows.push([t.companyLabel, info.companyName]);
  return (
    <Grid as="dl" templateColumns="120px 1fr" rowGap="3" fontSize="14px" mt="8" pt="6" borderTopWidth="1px" borderColor="gray.100">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Box as="dt" color="gray.600">
            {label}
          </Box>
          <Box as="dd" color="gray.800">
            {value}
          </Box>
        </Box>
      ))}
    </Grid>
  );
}

export default function AccountInformationPage() {
  const { info, loading } = useAccountInfo();
  return (
    <MemberLayout title={t.title}>
      <Panel>
        {info ? (
          <>
            <ProfileForm key={info.id} info={info} />
            <Facts info={info} />
          </>
        ) : (
          <Text color="gray.600" aria-busy={loading ? 'true' : undefined}>
            {loading ? accounts.personal.loading : accounts.personal.failed}
          </Text>
        )}
      </Panel>
    </MemberLayout>
  );
}
