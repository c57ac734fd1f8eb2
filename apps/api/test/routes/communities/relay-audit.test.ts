import { UNREVERTABLE_KINDS } from "@chartbot/contracts/audit-log";
import { describe, expect, it } from "vitest";
import { createApiToken } from "../../support/api-tokens.js";
import { communitySuite } from "../../support/communities.js";
import { request } from "../../support/request.js";

const suite = communitySuite({ discord: true });

const ok = (response: { statusCode: number; body: string }) => {
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.statusCode === 204 ? undefined : JSON.parse(response.body);
};

describe("the audit log of a community's relays", () => {
  it("records create (by an API token), rotate and delete without a secret, and refuses a revert with the reason", async () => {
    const { id, channelId, roleId } = await suite.serverCommunity();
    const { token, label } = await createApiToken(suite.t.app, suite.owner, "read-write");
    const created = ok(
      await request(suite.t.app, "POST", `/api/v1/communities/${id}/relays`, {
        as: token,
        body: { channelId, roleId },
      }),
    );
    const rotated = ok(await suite.request("POST", `/api/communities/${id}/relays/${created.id}/rotation`));
    ok(await suite.request("DELETE", `/api/communities/${id}/relays/${created.id}`));

    const log = ok(await suite.request("GET", `/api/communities/${id}/audit-log`)).items;
    const [deleted, rotation, creation] = log;
    expect(creation).toMatchObject({
      setting: "relay",
      subjectId: created.id,
      before: null,
      after: { number: 1, channelId, roleId, rotatedAt: null },
      actor: { accountId: suite.ownerId, apiToken: { label } },
    });
    expect(rotation).toMatchObject({
      before: { rotatedAt: null },
      after: { rotatedAt: rotated.rotatedAt },
      actor: { apiToken: null },
    });
    expect(deleted).toMatchObject({ before: { number: 1 }, after: null });
    const text = JSON.stringify(log);
    for (const url of [created.url, rotated.url]) expect(text).not.toContain(url.split("/").at(-1));

    for (const entry of [creation, rotation, deleted]) {
      const refused = await suite.request("POST", `/api/communities/${id}/audit-log/${entry.id}/revert`);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe(UNREVERTABLE_KINDS.relay);
    }
  });
});
