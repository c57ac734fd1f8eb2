import type { Meta, StoryObj } from "@storybook/react-vite";
import { Button } from "../button/button";
import { Section } from "./section";

const meta = {
  title: "Layout/Section",
  component: Section,
  args: {
    title: "Scheduled posts",
    children: <p style={{ margin: 0 }}>The bot posts these messages to the community at the times set.</p>,
  },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};

export const WithDescription: Story = { args: { description: "Times are in the community's time zone." } };

export const WithActions: Story = {
  args: {
    actions: (
      <Button size="sm" variant="secondary">
        Add a post
      </Button>
    ),
  },
};
