import { DrawingPad } from '@havruta/ui';

export interface DrawingSectionProps {
  /** the pad's PNG, as a data URL */
  onSubmit: (dataUrl: string) => void;
  onCancel: () => void;
}

/** The drawing pad of draw mode, in its own chunk: a screen that never draws does not load the canvas. */
export function DrawingSection({ onSubmit, onCancel }: DrawingSectionProps) {
  return <DrawingPad height={260} onSubmit={onSubmit} onCancel={onCancel} />;
}
