import type { Decorator, Preview } from "@storybook/react-vite";
import { useLayoutEffect } from "react";
import "../src/theme/global.css";
import { applyTheme, type Theme } from "../src/theme/theme-store";

/** Puts the toolbar's theme class on <html>, exactly where the apps' theme script puts it. */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = context.globals.theme === "dark" ? "dark" : "light";
  useLayoutEffect(() => applyTheme(theme), [theme]);
  return <Story />;
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: "Colour theme",
      toolbar: {
        title: "Theme",
        icon: "mirror",
        items: [
          { value: "light", title: "Light", icon: "sun" },
          { value: "dark", title: "Dark", icon: "moon" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: "light" },
  parameters: {
    layout: "padded",
    backgrounds: { disable: true },
    controls: { expanded: true },
    // Report every axe violation as an error in the a11y panel (the browser test fails on them too).
    a11y: { test: "error" },
  },
};

export default preview;
