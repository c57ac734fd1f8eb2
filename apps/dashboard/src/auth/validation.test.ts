import { describe, expect, it } from "vitest";
import {
  isValid,
  validateEmail,
  validateNewPassword,
  validateNewPasswordForm,
  validatePasswordConfirmation,
  validateSignIn,
  validateSignUp,
} from "./validation";

describe("validateEmail", () => {
  it("asks for an email when empty or blank", () => {
    expect(validateEmail("")).toBe("Enter your email address.");
    expect(validateEmail("   ")).toBe("Enter your email address.");
  });

  it.each([
    "plainaddress",
    "a@b",
    "a@@b.com",
    "a b@c.com",
    "@example.com",
    "name@",
    "name@example.",
    "name@.com",
  ])("refuses %j", (email) => {
    expect(validateEmail(email)).toBe("The email address is invalid.");
  });

  it.each(["name@example.com", " name@example.com ", "first.last+tag@sub.example.co.uk"])(
    "accepts %j",
    (email) => {
      expect(validateEmail(email)).toBeUndefined();
    },
  );

  it("refuses addresses longer than 254 characters", () => {
    expect(validateEmail(`${"a".repeat(250)}@example.com`)).toBeDefined();
  });
});

describe("validateNewPassword", () => {
  it("needs at least 8 characters", () => {
    expect(validateNewPassword("")).toBe("Enter a password.");
    expect(validateNewPassword("1234567")).toBe("Use at least 8 characters.");
    expect(validateNewPassword("12345678")).toBeUndefined();
  });
});

describe("validatePasswordConfirmation", () => {
  it("needs the same password again", () => {
    expect(validatePasswordConfirmation("secret-one", "")).toBe("Enter the password again.");
    expect(validatePasswordConfirmation("secret-one", "secret-two")).toBe("The passwords do not match.");
    expect(validatePasswordConfirmation("secret-one", "secret-one")).toBeUndefined();
  });
});

describe("validateSignUp", () => {
  it("reports every field at once, in a form that names them", () => {
    expect(validateSignUp({ email: "nope", password: "short", confirmPassword: "other" })).toEqual({
      email: "The email address is invalid.",
      password: "Use at least 8 characters.",
      confirmPassword: "The passwords do not match.",
    });
  });

  it("passes a complete form", () => {
    const errors = validateSignUp({
      email: "a@b.co",
      password: "long enough",
      confirmPassword: "long enough",
    });
    expect(errors).toEqual({});
    expect(isValid(errors)).toBe(true);
  });
});

describe("validateSignIn", () => {
  it("needs an email and any password (older accounts may have short ones)", () => {
    expect(validateSignIn({ email: "", password: "" })).toEqual({
      email: "Enter your email address.",
      password: "Enter your password.",
    });
    expect(validateSignIn({ email: "a@b.co", password: "123456" })).toEqual({});
  });
});

describe("validateNewPasswordForm", () => {
  it("checks the length and the confirmation", () => {
    expect(validateNewPasswordForm({ password: "1234", confirmPassword: "1234" })).toEqual({
      password: "Use at least 8 characters.",
    });
  });
});
