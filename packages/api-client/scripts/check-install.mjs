// The bot team's install, rehearsed: packs this package and every @chartbot package it needs at run time (with
// `pnpm pack`, as a registry would get them), installs the tarballs into a folder outside the workspace (their
// other dependencies, zod, from the npm registry or pnpm's store), type-checks a consumer written as the docs
// show (docs/api/client.md) against the published declarations, then runs it: it calls the bot API on a local
// HTTP server, the answer checked by the published schemas, and a refused call rejects with ApiClientError.
// The TypeScript examples of docs/api/client.md are type-checked the same way (not run: they call a real API).
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";

const here = process.cwd();
const folder = mkdtempSync(join(tmpdir(), "chartbot-install-"));
const run = (command, args, cwd) =>
  execFileSync(command, args, { cwd, stdio: ["ignore", "pipe", "inherit"] })
    .toString()
    .trim();

/** This package's folder and its @chartbot dependencies' folders, found as Node resolves them. */
function chartbotPackages(dir, found = new Map()) {
  const manifest = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"));
  if (found.has(manifest.name)) return found;
  found.set(manifest.name, dir);
  const require = createRequire(join(dir, "package.json"));
  for (const name of Object.keys(manifest.dependencies ?? {}).filter((dep) => dep.startsWith("@chartbot/"))) {
    chartbotPackages(realpathSync(dirname(require.resolve(`${name}/package.json`))), found);
  }
  return found;
}

const tarballs = {};
for (const [name, dir] of chartbotPackages(here)) {
  const line = run("pnpm", ["pack", "--pack-destination", folder, "--json"], dir);
  tarballs[name] = `file:${JSON.parse(line).filename}`;
}

const consumer = `
import { createServer } from "node:http";
import { once } from "node:events";
import { ApiClientError, createApiClient } from "@chartbot/api-client";
import { botEndpoints } from "@chartbot/contracts/endpoints/bot";

const guildId = "900000000000000001";
const answers: [number, unknown][] = [
  [200, { guildId, present: false, communityId: null }],
  [409, { error: { code: "conflict", message: "Try again." } }],
];
const server = createServer((request, response) => {
  const [status, body] = answers.shift() ?? [500, {}];
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
}).listen(0, "127.0.0.1");
await once(server, "listening");
const { port } = server.address() as { port: number };

const bot = createApiClient({ origin: \`http://127.0.0.1:\${port}\`, token: "cbb_example" });
const guild = await bot.call(botEndpoints.reportGuildLeft, { params: { guildId } });
const present: boolean = guild.present;
const refused = await bot.call(botEndpoints.reportGuildLeft, { params: { guildId } }).catch((error) => error);
server.close();
if (present !== false || !(refused instanceof ApiClientError) || refused.code !== "conflict") {
  throw new Error(\`unexpected: \${JSON.stringify({ guild, refused })}\`);
}
console.log("installed client called the bot API:", JSON.stringify(guild));
`;

try {
  writeFileSync(
    join(folder, "package.json"),
    JSON.stringify({ name: "client-install-check", private: true, type: "module", dependencies: {} }),
  );
  // Transitive @chartbot packages come from the tarballs too, never from a registry.
  writeFileSync(
    join(folder, "pnpm-workspace.yaml"),
    `overrides:\n${Object.entries(tarballs)
      .map(([name, spec]) => `  "${name}": "${spec}"\n`)
      .join("")}`,
  );
  const nodeTypes = createRequire(join(here, "package.json"))("@types/node/package.json").version;
  const client = [tarballs["@chartbot/api-client"], tarballs["@chartbot/contracts"]];
  run("pnpm", ["add", "--prefer-offline", ...client, `@types/node@${nodeTypes}`], folder);
  writeFileSync(join(folder, "consumer.ts"), consumer);
  const guide = readFileSync(resolve(here, "../../docs/api/client.md"), "utf8");
  const examples = [...guide.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((match, index) => {
    writeFileSync(join(folder, `example-${index}.ts`), match[1]);
    return `example-${index}.ts`;
  });
  if (examples.length === 0) throw new Error("docs/api/client.md has no ts examples");
  writeFileSync(
    join(folder, "tsconfig.json"),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        module: "nodenext",
        target: "es2022",
        lib: ["es2023", "dom"],
        types: ["node"],
        noEmit: true,
        skipLibCheck: false,
      },
      files: ["consumer.ts", ...examples],
    }),
  );
  const tsc = createRequire(join(here, "package.json")).resolve("typescript/bin/tsc");
  execFileSync(process.execPath, [tsc, "-p", folder], { cwd: folder, stdio: "inherit" });
  console.log(run(process.execPath, ["consumer.ts"], folder));
} finally {
  rmSync(folder, { recursive: true, force: true });
}
