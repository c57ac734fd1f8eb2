/** The endpoints of one community. */
export function communityApi(id: string) {
  const base = `/api/communities/${encodeURIComponent(id)}` as const;
  return {
    settings: base,
    channels: `${base}/channels`,
    roles: `${base}/roles`,
    satellites: `${base}/satellites`,
    satellite: (satelliteId: string) => `${base}/satellites/${encodeURIComponent(satelliteId)}` as const,
    posts: `${base}/scheduled-posts`,
    post: (postId: string) => `${base}/scheduled-posts/${encodeURIComponent(postId)}` as const,
    layouts: `${base}/layouts`,
    layout: (layoutId: string) => `${base}/layouts/${encodeURIComponent(layoutId)}` as const,
    licensedBot: `${base}/licensed-bot`,
    channelOverrides: `${base}/channel-overrides`,
    channelOverride: (channelId: string) =>
      `${base}/channel-overrides/${encodeURIComponent(channelId)}` as const,
    auditLog: `${base}/audit-log`,
    auditRevert: (entryId: string) => `${base}/audit-log/${encodeURIComponent(entryId)}/revert` as const,
  } as const;
}
