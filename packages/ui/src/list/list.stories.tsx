import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "../badge/badge";
import { Button } from "../button/button";
import { List, ListRow, ListRowActions, ListRowMain, ListRowTitle } from "./list";

const meta = {
  title: "Layout/List",
  component: List,
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
  render: (args) => (
    <List {...args}>
      {[
        { name: "Binance main", detail: "Added 3 March", status: "Valid" },
        { name: "Bybit test", detail: "Added 12 April", status: "Expired" },
      ].map((key) => (
        <ListRow key={key.name}>
          <ListRowMain>
            <ListRowTitle>
              {key.name}
              <Badge tone={key.status === "Valid" ? "positive" : "negative"}>{key.status}</Badge>
            </ListRowTitle>
            <span>{key.detail}</span>
          </ListRowMain>
          <ListRowActions>
            <Button size="sm" variant="secondary">
              Rename
            </Button>
            <Button size="sm" variant="danger">
              Delete
            </Button>
          </ListRowActions>
        </ListRow>
      ))}
    </List>
  ),
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rows: Story = {};

/** The actions move under the text when the row is narrow. */
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
};
