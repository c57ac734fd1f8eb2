import type { Meta, StoryObj } from "@storybook/react-vite";
import { Footer } from "./footer";

const meta = {
  title: "Layout/Footer",
  component: Footer,
  parameters: { layout: "fullscreen" },
  args: { year: 2025 },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithDashboardOrigin: Story = { args: { dashboardOrigin: "https://app.chartbot.example" } };

/** As the dashboard shows it: marketing pages on the marketing site's origin, Sign up on this one. */
export const OnTheDashboard: Story = { args: { siteOrigin: "https://chartbot.example" } };
