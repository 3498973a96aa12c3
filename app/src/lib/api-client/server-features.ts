import { endpoints, type ServerFeatures } from '../../../../backend/contract';
import { call } from './request';

/** What the client assumes when the server cannot say: only what every server has. */
export const minimalFeatures: ServerFeatures = {
  tutor_provider: 'offline',
  transcription: false,
  tts: 'offline',
  vision: false,
  max_upload_bytes: 10 * 1024 * 1024,
};

let pending: Promise<ServerFeatures> | undefined;

/**
 * `GET /api/config`: what this server can do (the microphone shows only with transcription). Asked once
 * per page; a failure answers the minimal features and is asked again next time.
 */
export function serverFeatures(): Promise<ServerFeatures> {
  pending ??= call(endpoints.getConfig, {}).then(
    ({ features }) => features,
    (error: unknown) => {
      pending = undefined;
      console.warn('server features unavailable', error);
      return minimalFeatures;
    },
  );
  return pending;
}

/** Forgets the answer (tests and stories that switch the mocked server). */
export function resetServerFeatures(): void {
  pending = undefined;
}
