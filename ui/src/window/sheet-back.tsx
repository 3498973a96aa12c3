import { BackArrow } from '../back-arrow';
import { useUiStrings } from '../strings-context';
import { windowStrings } from './strings';
import './window.css';

/** The visible "Back" of a window opened as a sheet on a phone: it leaves the sheet for the screen beneath. */
export function SheetBackButton({ onClick }: { /** closes the sheet */ onClick: () => void }) {
  const strings = useUiStrings('window', windowStrings);
  return (
    <button type="button" className="hv-sheet-back" onClick={onClick}>
      <BackArrow />
      <span>{strings.back}</span>
    </button>
  );
}
