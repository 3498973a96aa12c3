/** Reads a WAV file's header: PCM format, sample rate, and how many seconds its data lasts. */
export function wavInfo(bytes: Buffer): {
  format: number;
  channels: number;
  sampleRate: number;
  seconds: number;
} {
  if (bytes.toString('latin1', 0, 4) !== 'RIFF' || bytes.toString('latin1', 8, 12) !== 'WAVE') {
    throw new Error('not a WAV file');
  }
  let at = 12;
  let format = 0;
  let channels = 0;
  let sampleRate = 0;
  let byteRate = 0;
  while (at + 8 <= bytes.length) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ') {
      format = bytes.readUInt16LE(at + 8);
      channels = bytes.readUInt16LE(at + 10);
      sampleRate = bytes.readUInt32LE(at + 12);
      byteRate = bytes.readUInt32LE(at + 16);
    }
    if (id === 'data') {
      if (byteRate === 0) throw new Error('WAV data before its format');
      const length = Math.min(size, bytes.length - at - 8);
      return { format, channels, sampleRate, seconds: length / byteRate };
    }
    at += 8 + size + (size % 2);
  }
  throw new Error('WAV file without data');
}
