// The real actors of the certification machine: the calls of api.ts, and the browser files the
// page picked (kept here by the PickedFile the machine holds).
import { fromPromise } from 'xstate';
import { certificationMachine, type LookupResult, type PickedFile, type SubmitInput } from '../../../machines/certification/certification.ts';
import { vipOfferMachine, type VipLoaded } from '../../../machines/certification/vip-offer.ts';
import { applyCertification, buyVip688, companyCertified, fetchCertificationInfo, fetchCertificationState, fetchVipGrants, searchCompanies } from './api.ts';

/** The browser File behind each PickedFile the machine was given. */
const files = new WeakMap<PickedFile, File>();

export function pickedOf(file: File): PickedFile {
  const picked = { name: file.name, size: file.size, type: file.type };
  files.set(picked, file);
  return picked;
}

async function lookup(keyword: string, withMatches: boolean): Promise<LookupResult> {
  const [matches, certified] = await Promise.all([withMatches ? searchCompanies(keyword) : Promise.resolve([]), keyword.length >= 2 ? companyCertified(keyword) : null]);
  return { matches, certified: certified?.certified ?? false };
}

export const certificationLogic = certificationMachine.provide({
  actors: {
    load: fromPromise(async () => {
      const [state, info] = await Promise.all([fetchCertificationState(), fetchCertificationInfo()]);
      return { state, info };
    }),
    lookup: fromPromise<LookupResult, { keyword: string }>(({ input }) => lookup(input.keyword, true)),
    check: fromPromise<LookupResult, { keyword: string }>(({ input }) => lookup(input.keyword, false)),
    submit: fromPromise<{ id: number }, SubmitInput>(({ input }) =>
      applyCertification(input.fields, files.get(input.licence)!, input.authorisation ? (files.get(input.authorisation) ?? null) : null),
    ),
  },
});

export const vipOfferLogic = vipOfferMachine.provide({
  actors: {
    load: fromPromise<VipLoaded, void>(async () => {
      const [state, grants] = await Promise.all([fetchCertificationState(), fetchVipGrants()]);
      return { state, grants, at: Date.now() };
    }),
    buy688: fromPromise(() => buyVip688()),
  },
  actions: {
    goToPay: (_, params: { payUrl: string }) => {
      window.location.assign(params.payUrl);
    },
  },
});
