export { AudioPlayer } from './audio-player';
export type { AudioPlayerProps, AudioPlayerState } from './audio-player';
