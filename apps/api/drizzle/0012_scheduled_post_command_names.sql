-- Scheduled posts store the command catalogue's names (`c`, `p`, `info`, `hmap`, `ob`, `vol`), the words the
-- documentation teaches, instead of the long forms the dashboard used to offer (now aliases). `flow`, offered
-- before but never documented, is the volume command.
UPDATE "scheduled_posts" SET "command" = CASE "command"
  WHEN 'chart' THEN 'c'
  WHEN 'price' THEN 'p'
  WHEN 'details' THEN 'info'
  WHEN 'heatmap' THEN 'hmap'
  WHEN 'depth' THEN 'ob'
  WHEN 'volume' THEN 'vol'
  WHEN 'flow' THEN 'vol'
  ELSE "command"
END
WHERE "command" IN ('chart', 'price', 'details', 'heatmap', 'depth', 'volume', 'flow');
