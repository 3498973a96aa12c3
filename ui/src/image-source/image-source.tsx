import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/**
 * How protected images are read: which URLs need the learner's token, and a function that fetches one as
 * a blob. ui/ never fetches; the app supplies the loader. Other URLs go straight into `<img src>`.
 */
export interface ImageLoader {
  /** whether this URL must be fetched through `load` (e.g. /api/chat/images/…) */
  protects: (url: string) => boolean;
  /** fetches a protected image as a blob */
  load: (url: string) => Promise<Blob>;
}

const plainImages: ImageLoader = {
  protects: () => false,
  load: () => Promise.reject(new Error('no image loader')),
};

const ImageSourceContext = createContext<ImageLoader>(plainImages);

/** Supplies the image loader to every image below it (chat attachments, reply images). */
export function ImageSourceProvider({ loader, children }: { loader: ImageLoader; children: ReactNode }) {
  return <ImageSourceContext.Provider value={loader}>{children}</ImageSourceContext.Provider>;
}

/** Where an image can be shown from, as it loads. */
export type ImageSource = { status: 'loading' } | { status: 'ready'; src: string } | { status: 'error' };

/**
 * The `src` for one image: the URL itself, or an object URL of the blob the provider's loader fetched
 * (revoked when the image leaves or changes).
 */
export function useImageSource(url: string): ImageSource {
  const loader = useContext(ImageSourceContext);
  const direct = !loader.protects(url);
  const [loaded, setLoaded] = useState<{ url: string; source: ImageSource } | null>(null);

  useEffect(() => {
    if (direct) return;
    let objectUrl: string | undefined;
    let active = true;
    loader.load(url).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob);
        if (active) setLoaded({ url, source: { status: 'ready', src: objectUrl } });
        else URL.revokeObjectURL(objectUrl);
      },
      () => {
        if (active) setLoaded({ url, source: { status: 'error' } });
      },
    );
    return () => {
      active = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [direct, loader, url]);

  if (direct) return { status: 'ready', src: url };
  return loaded?.url === url ? loaded.source : { status: 'loading' };
}
