import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../backend/src/config';
import { endpoints } from '../../backend/contract';
import { startTestApp, type TestApp } from './helpers/app';
import { call, data } from './helpers/client';

let app: TestApp | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('given a server with nothing configured', () => {
  it('should report the offline tutor and speech, no transcription, no vision and the 10 MB limit', async () => {
    // Arrange
    app = await startTestApp();
    // Act
    const result = await call(app, endpoints.getConfig);
    // Assert
    expect(data(result).features).toEqual({
      tutor_provider: 'offline',
      transcription: false,
      tts: 'offline',
      vision: false,
      max_upload_bytes: 10 * 1024 * 1024,
    });
  });
});

describe('given a server with a model, a vision model, speech and transcription endpoints', () => {
  it('should report each of them, without a token', async () => {
    // Arrange
    app = await startTestApp({
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LLM_VISION_MODEL: 'gpt-4o-mini',
      TTS_BASE_URL: 'http://127.0.0.1:9/v1',
      TRANSCRIPTION_PROVIDER: 'openai',
      UPLOAD_MAX_BYTES: '5000000',
    });
    // Act
    const { features } = data(await call(app, endpoints.getConfig));
    // Assert
    expect(features).toEqual({
      tutor_provider: 'openai',
      transcription: true,
      tts: 'provider',
      vision: true,
      max_upload_bytes: 5_000_000,
    });
  });

  it('should keep the offline tutor when TUTOR_PROVIDER says so, and then report no vision', async () => {
    // Arrange
    app = await startTestApp({
      LLM_BASE_URL: 'http://127.0.0.1:9/v1',
      LLM_VISION_MODEL: 'gpt-4o-mini',
      TUTOR_PROVIDER: 'offline',
    });
    // Act
    const { features } = data(await call(app, endpoints.getConfig));
    // Assert
    expect(features).toMatchObject({ tutor_provider: 'offline', vision: false });
  });
});

describe('given the drain deadline and the turn lease', () => {
  it('should default to 20 s and 15 s, take whole numbers in range, and refuse anything else', () => {
    // Arrange
    const dataDir = mkdtempSync(path.join(tmpdir(), 'havruta-config-'));
    const base = { NODE_ENV: 'test', DATA_DIR: dataDir };
    // Act
    const defaults = loadConfig(base);
    const set = loadConfig({ ...base, DRAIN_TIMEOUT_MS: '0', TURN_LEASE_MS: '5000' });
    // Assert
    expect([defaults.drainTimeoutMs, defaults.turnLeaseMs]).toEqual([20_000, 15_000]);
    expect([set.drainTimeoutMs, set.turnLeaseMs]).toEqual([0, 5_000]);
    expect(() => loadConfig({ ...base, DRAIN_TIMEOUT_MS: 'soon' })).toThrow(/DRAIN_TIMEOUT_MS/);
    expect(() => loadConfig({ ...base, TURN_LEASE_MS: '10' })).toThrow(/TURN_LEASE_MS/);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
