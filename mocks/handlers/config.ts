import { endpoints } from '../../backend/contract';
import { buildServerFeatures } from '../fixtures/config';
import { defineDomain, scenarios } from '../scenarios';

/**
 * GET /api/config. `ok`: every optional feature on (transcription, so the microphone shows);
 * `empty()`: a bare offline server without transcription.
 */
export const configHandlers = defineDomain({
  getConfig: scenarios(
    endpoints.getConfig,
    () => ({ features: buildServerFeatures() }),
    () => ({ features: buildServerFeatures({ transcription: false }) }),
  ),
});
