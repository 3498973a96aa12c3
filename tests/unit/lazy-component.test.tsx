import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { lazyComponent, loadedOnce, useLoadedComponent } from '../../app/src/lib/lazy/lazy-component';

function Greeting({ name }: { name: string }) {
  return <p>שלום {name}</p>;
}

const loadGreeting = () => Promise.resolve(Greeting);

describe('given a lazy window whose code was preloaded', () => {
  it('should render it in its first render, with no Suspense fallback', async () => {
    // Arrange
    const Window = lazyComponent(loadGreeting);
    await Window.preload();
    // Act
    const html = renderToStaticMarkup(<Window name="דנה" />);
    // Assert
    expect(html).toBe('<p>שלום דנה</p>');
  });

  it('should render nothing while it is not shown', async () => {
    // Arrange
    const Window = lazyComponent(loadGreeting, (props: { name: string }) => props.name !== '');
    await Window.preload();
    // Act
    const html = renderToStaticMarkup(<Window name="" />);
    // Assert
    expect(html).toBe('');
  });
});

describe('given a lazy window whose code has not arrived', () => {
  it('should render nothing yet', () => {
    // Arrange
    const Window = lazyComponent(() => new Promise<typeof Greeting>(() => undefined));
    // Act
    const html = renderToStaticMarkup(<Window name="דנה" />);
    // Assert
    expect(html).toBe('');
  });
});

describe('given a screen whose import failed once', () => {
  it('should import it again on the next start and then render it directly', async () => {
    // Arrange
    let attempts = 0;
    const once = loadedOnce(() =>
      ++attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting),
    );
    await expect(once.start()).rejects.toThrow('offline');
    // Act
    await once.start();
    function Screen() {
      const component = useLoadedComponent(once);
      return component ? createElement(component, { name: 'Dana' }) : null;
    }
    const html = renderToStaticMarkup(<Screen />);
    // Assert
    expect(attempts).toBe(2);
    expect(html).toBe('<p>שלום Dana</p>');
  });
});
