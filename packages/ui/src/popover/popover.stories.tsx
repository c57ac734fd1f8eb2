import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import { IconButton } from "../icon-button/icon-button";
import { BellIcon } from "../icons/ui-icons";
import { Link } from "../link/link";
import { Popover, PopoverClose, PopoverContent, PopoverTrigger } from "./popover";

const meta = {
  title: "Overlays/Popover",
  component: Popover,
  args: { defaultOpen: true },
  render: (args) => (
    <div style={{ minHeight: 260, display: "flex", justifyContent: "flex-end" }}>
      <Popover {...args}>
        <PopoverTrigger asChild>
          <IconButton label="Notices">
            <BellIcon />
          </IconButton>
        </PopoverTrigger>
        <PopoverContent aria-labelledby="popover-story-title">
          <h2 id="popover-story-title" style={{ margin: 0, fontSize: "1rem" }}>
            Notices
          </h2>
          <p>A scheduled post paused after 3 failed runs.</p>
          <p>
            <Link href="#resume">Resume the post</Link>
          </p>
          <PopoverClose asChild>
            <Button variant="secondary" size="sm">
              Close
            </Button>
          </PopoverClose>
        </PopoverContent>
      </Popover>
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

export const Closed: Story = { args: { defaultOpen: false } };
