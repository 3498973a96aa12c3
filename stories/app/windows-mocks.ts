/** Mocks the windows' stories need beyond the contract's calls: course figures and focus-mode sounds. */
import { http, HttpResponse, type HttpHandler } from 'msw';

/** A figure as the course data serves it (lessons/images/*.svg). */
export const figureUrl = '/static/data/courses/high-school-math/lessons/images/parabola.svg';

const parabola =
  '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="220" viewBox="0 0 360 220">' +
  '<rect width="360" height="220" fill="#ffffff"/>' +
  '<path d="M20 200 H340 M180 10 V210" stroke="#8a93a8" stroke-width="1.5"/>' +
  '<path d="M60 20 Q180 380 300 20" fill="none" stroke="#3a3fb8" stroke-width="4"/>' +
  '<circle cx="180" cy="200" r="6" fill="#b3261e"/></svg>';

/** Every course figure is the same parabola. */
export const figureHandlers: HttpHandler[] = [
  http.get(
    '*/static/data/courses/:folder/lessons/images/:file',
    () => new HttpResponse(parabola, { headers: { 'Content-Type': 'image/svg+xml' } }),
  ),
];

/** Half a second of silence as an 8 kHz, 8-bit mono WAV: a real, playable, loopable file. */
function silentWav(): ArrayBuffer {
  const samples = 4000;
  const buffer = new ArrayBuffer(44 + samples);
  const view = new DataView(buffer);
  const ascii = (offset: number, text: string) =>
    [...text].forEach((char, index) => view.setUint8(offset + index, char.charCodeAt(0)));
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, 8000, true);
  view.setUint32(28, 8000, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  ascii(36, 'data');
  view.setUint32(40, samples, true);
  for (let index = 0; index < samples; index += 1) view.setUint8(44 + index, 128);
  return buffer;
}

/** The focus-mode sounds (/static/sounds/{Mode}_Mode.mp3), answered with silence; every request is recorded. */
export function soundHandlers(requests: string[] = []): HttpHandler[] {
  return [
    http.get('*/static/sounds/:file', ({ request }) => {
      requests.push(new URL(request.url).pathname);
      return new HttpResponse(silentWav(), { headers: { 'Content-Type': 'audio/wav' } });
    }),
  ];
}

/** The sounds are missing: playback fails. */
export const missingSoundHandlers: HttpHandler[] = [
  http.get('*/static/sounds/:file', () => new HttpResponse('Not found', { status: 404 })),
];

/** Reply images (/api/chat/images/…) as a labelled parabola, only with a Bearer token; every request is recorded. */
export function imageHandlers(
  requests: { path: string; authorization: string | null }[] = [],
): HttpHandler[] {
  return [
    http.get('*/api/chat/images/:file', ({ request, params }) => {
      const authorization = request.headers.get('Authorization');
      requests.push({ path: new URL(request.url).pathname, authorization });
      if (!authorization?.startsWith('Bearer '))
        return HttpResponse.json({ error: 'Authentication required' }, { status: 401 });
      const label = String(params.file).replace(/\.\w+$/, '');
      const svg = parabola.replace(
        '</svg>',
        `<text x="20" y="40" font-size="24" fill="#1b1f2a">${label}</text></svg>`,
      );
      return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
    }),
  ];
}
