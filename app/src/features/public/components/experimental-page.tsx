import { Button, Calculator, Card, DrawingPad } from '@havruta/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicPage } from './public-page';

/**
 * The Experimental Space: a playground for the calculator and the drawing pad before they join the
 * learning space. A submitted drawing is only previewed here; nothing leaves the browser.
 */
export function ExperimentalPage() {
  const { t } = useTranslation('public');
  const [calculatorOpen, setCalculatorOpen] = useState(false);
  const [drawing, setDrawing] = useState<string | null>(null);
  const [padKey, setPadKey] = useState(0);
  const calculatorButton = useRef<HTMLButtonElement>(null);

  function closeCalculator() {
    setCalculatorOpen(false);
    // The panel unmounts; focus goes back to the control that opened it.
    calculatorButton.current?.focus();
  }

  return (
    <PublicPage title={t('experimental.title')} lead={t('experimental.intro')}>
      <div className="experimental-grid">
        <Card headingLevel={2} title={t('experimental.calculator.title')}>
          <p>{t('experimental.calculator.body')}</p>
          <Button
            ref={calculatorButton}
            variant={calculatorOpen ? 'secondary' : 'primary'}
            aria-expanded={calculatorOpen}
            onClick={() => (calculatorOpen ? closeCalculator() : setCalculatorOpen(true))}
          >
            {calculatorOpen ? t('experimental.calculator.close') : t('experimental.calculator.open')}
          </Button>
        </Card>
        <Card headingLevel={2} title={t('experimental.drawing.title')}>
          <p>{t('experimental.drawing.body')}</p>
          <DrawingPad
            key={padKey}
            height={300}
            onSubmit={setDrawing}
            onCancel={() => setPadKey((key) => key + 1)}
          />
          {drawing && (
            <div className="experimental-preview">
              <img src={drawing} alt={t('experimental.drawing.previewAlt')} />
              <p role="status">{t('experimental.drawing.saved')}</p>
            </div>
          )}
        </Card>
      </div>
      <Calculator open={calculatorOpen} onClose={closeCalculator} />
    </PublicPage>
  );
}
