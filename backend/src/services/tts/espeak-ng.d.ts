/** The npm `espeak-ng` build ships no types; espeak-worker.ts states the part it uses. */
declare module 'espeak-ng' {
  const factory: (options: Record<string, unknown>) => Promise<unknown>;
  export default factory;
}
