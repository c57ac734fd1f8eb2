const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0ea5e9"/><stop offset="1" stop-color="#4f46e5"/></linearGradient></defs>
<rect width="512" height="512" fill="url(#g)"/><circle cx="256" cy="206" r="92" fill="#e0f2fe"/>
<path d="M96 468c22-96 90-150 160-150s138 54 160 150z" fill="#e0f2fe"/></svg>`;

/** A 512x512 profile photo as a data URL, for stories: no network requests. */
export const SAMPLE_PHOTO_URL = `data:image/svg+xml,${encodeURIComponent(svg)}`;
