import { Calculator } from '@havruta/ui';

export interface CalculatorWindowProps {
  /** whether the calculator is shown */
  open: boolean;
  /** the close button and Escape */
  onClose: () => void;
}

/** The floating calculator (400 px, basic and scientific, degrees, MC MR M+ M-); mathjs loads on first open. */
export function CalculatorWindow({ open, onClose }: CalculatorWindowProps) {
  return <Calculator open={open} onClose={onClose} />;
}
