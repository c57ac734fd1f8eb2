/**
 * Webhook URLs whose IPv6 address carries an internal IPv4 address (loopback, the cloud metadata address, a
 * private network), one or more of each form and spelling, with the words their refusal must contain. The API
 * tests and the reliability suite send them to alert create and edit.
 */
export const EMBEDDED_INTERNAL_WEBHOOKS: readonly (readonly [url: string, refusal: RegExp])[] = [
  ["https://[::127.0.0.1]/hook", /loopback.*127\.0\.0\.1/],
  ["https://[::169.254.169.254]/latest/meta-data", /link-local.*169\.254\.169\.254/],
  ["https://[::7f00:1]/hook", /loopback.*127\.0\.0\.1/],
  ["https://[0:0:0:0:0:0:7F00:0001]/hook", /loopback.*127\.0\.0\.1/],
  ["https://[::A9FE:A9FE]/hook", /link-local.*169\.254\.169\.254/],
  ["https://[::10.0.0.1]/hook", /private.*10\.0\.0\.1/],
  ["https://[::ffff:127.0.0.1]/hook", /loopback.*127\.0\.0\.1/],
  ["https://[::FFFF:7F00:1]/hook", /loopback.*127\.0\.0\.1/],
  ["https://[::ffff:0:169.254.169.254]/hook", /link-local.*169\.254\.169\.254/],
  ["https://[64:ff9b::127.0.0.1]/hook", /loopback.*127\.0\.0\.1/],
  ["https://[64:FF9B::A9FE:A9FE]/hook", /link-local.*169\.254\.169\.254/],
  ["https://[64:ff9b:1::7f00:1]/hook", /NAT64/],
  ["https://[2002:7f00:1::1]/hook", /loopback.*127\.0\.0\.1/],
  ["https://[2002:a9fe:a9fe::]/hook", /link-local.*169\.254\.169\.254/],
  ["https://[2001:0:4136:e378:8000:63bf:80ff:fffe]/hook", /loopback.*127\.0\.0\.1/],
  ["https://[2001:0:a00:1:8000:63bf:a247:27dd]/hook", /private.*10\.0\.0\.1/],
  ["https://[2606:4700:1::5efe:127.0.0.1]/hook", /loopback.*127\.0\.0\.1/],
  ["https://[2606:4700:1:0:200:5efe:a9fe:a9fe]/hook", /link-local.*169\.254\.169\.254/],
];
