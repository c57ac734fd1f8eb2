import type { Meta, StoryObj } from "@storybook/react-vite";
import type { ReactNode } from "react";
import { SAMPLE_PHOTO_URL } from "../test/sample-photo";
import { Header } from "./header";

function Page({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <main style={{ maxWidth: 720, margin: "0 auto", padding: "48px 24px", display: "grid", gap: 16 }}>
        <h1>Charts for your community</h1>
        {Array.from({ length: 12 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static filler paragraphs.
          <p key={index}>
            Scroll down: the header turns solid once the page has moved more than 20 pixels. Chartbot draws
            candlestick charts, prices and heatmaps right in your channels.
          </p>
        ))}
      </main>
    </>
  );
}

const meta = {
  title: "Layout/Header",
  component: Header,
  parameters: { layout: "fullscreen" },
  args: { session: { status: "signed-out" }, currentPath: "/" },
  argTypes: { onLogout: { action: "logout" } },
  render: (args) => (
    <Page>
      <Header {...args} />
    </Page>
  ),
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {};

export const Loading: Story = { args: { session: { status: "loading" } } };

export const Unverified: Story = { args: { session: { status: "unverified" } } };

export const Verified: Story = {
  args: {
    session: {
      status: "verified",
      user: { displayName: "Ada Lovelace", email: "ada@example.com", photoURL: null },
    },
    dashboardOrigin: "https://app.chartbot.example",
  },
};

export const VerifiedWithPhoto: Story = {
  args: {
    session: {
      status: "verified",
      user: { displayName: "Grace Hopper", email: "grace@example.com", photoURL: SAMPLE_PHOTO_URL },
    },
  },
};

export const Solid: Story = { args: { alwaysSolid: true, currentPath: "/pro/price-alerts" } };
