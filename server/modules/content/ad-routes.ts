// Ad slots (cmsAd): GET /open/cms/cmsAd/getAdImages/{code}?displayPosition= -> the slot's live
// images in order (home banners: code home_banner). An unknown code is an empty list.
import { Type } from 'typebox';
import { AdImage } from '../../../domain/content/content-answers.ts';
import { ok } from '../../http/envelope.ts';
import { Answers, type Routes } from '../../http/schemas.ts';
import { adImages } from './content-repository.ts';
import { AdParams, AdQuery } from './schemas.ts';
import { readDb } from '../../db/replica-reads.ts';

const adRoutes: Routes = async (app) => {
  app.get(
    '/open/cms/cmsAd/getAdImages/:code',
    { schema: { params: AdParams, querystring: AdQuery, response: Answers(Type.Array(AdImage)) } },
    async (request) => ok(await adImages(await readDb(request), request.params.code, request.query.displayPosition)),
  );
};

export default adRoutes;
