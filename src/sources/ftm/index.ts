import type { SourceFormat } from '../source.js';
import { readFtm } from './reader.js';

/** FollowTheMoney entities as JSON lines, the format of OpenSanctions' entities.ftm.json. */
export const ftmFormat: SourceFormat = {
  name: 'ftm',
  yields: 'entities',
  description:
    'FollowTheMoney entities as JSON lines, as OpenSanctions publishes them (entities.ftm.json)',
  paths: 'one or more entities.ftm.json files (gzipped too, as .gz)',
  read: readFtm,
};
