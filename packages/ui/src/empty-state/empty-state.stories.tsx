import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import { ClockIcon } from "../icons/menu-icons";
import { EmptyState } from "./empty-state";

const meta = {
  title: "Feedback/EmptyState",
  component: EmptyState,
  args: {
    title: "No price alerts yet",
    description: "Create an alert and Chartbot pings your channel when the price crosses your level.",
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: { icon: <ClockIcon size={22} />, action: <Button>Create alert</Button> },
};

/** The whole page is empty: the empty state's title is the page's h1. */
export const PageHeading: Story = {
  args: {
    as: "h1",
    title: "No communities yet",
    description: "Add Chartbot to a server you manage and it appears here.",
    action: <Button>Add to a server</Button>,
  },
};
