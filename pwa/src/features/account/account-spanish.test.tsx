// @vitest-environment jsdom
import "fake-indexeddb/auto";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PointsTransaction } from "#shared/schemas/user";
import { LangProvider } from "../../lib/i18n/lang-provider";
import { loadLanguage } from "../../lib/i18n/texts";
import LoginPage from "./login-page";
import PointsStorePage from "./points-store-page";
import ProfilePage from "./profile-page";
import { currentToast, expectAccessible, nextMinute, renderPage, resetDevice, route, sampleCoupon, sampleUser, signInAs, stubFetch } from "../../testing/account-screens";

const inSpanish = (path: string, page: ReactElement) => renderPage(path, <LangProvider>{page}</LangProvider>);
const section = (name: string) => within(screen.getByRole("region", { name }));

const maya = sampleUser({
  points_balance: 1250,
  purchase_history: [{ id: "order-1", purchase_date: "2025-06-10T12:00:00.000Z", amount: 1234.5, status: "completed", product_name: "Yellowstone Explorer" }],
});
const history: PointsTransaction[] = [
  { id: 1, description: "Completed hunt: Zion", created_at: "2025-05-01T12:00:00.000Z", transaction_type: "earned", points_amount: 1 },
];

beforeAll(() => loadLanguage("es"));
beforeEach(async () => {
  await resetDevice();
  nextMinute();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the account screens on /es/", () => {
  it("show the profile in Spanish, with Spanish plurals, dates and money, and the server's English marked as English", async () => {
    stubFetch(
      route("GET", "/api/users/profile", () => Response.json(maya)),
      route("GET", "/api/users/points/history", () => Response.json({ items: history, total: 1 })),
      route("GET", "/api/users/coupons", () => Response.json({ items: [], total: 0 })),
    );
    signInAs(maya);
    const { container } = inSpanish("/es/profile", <ProfilePage />);

    expect(await screen.findByRole("heading", { name: "Mi perfil" })).toBeTruthy();
    expect(screen.getByText("¡Hola, Maya Rivers! Aquí está todo lo de tus aventuras.")).toBeTruthy();
    expect(section("Saldo de puntos").getByText("1,250 puntos")).toBeTruthy();
    expect(section("Saldo de puntos").getByRole("link").getAttribute("href")).toBe("/es/points-store");
    const purchase = section("Compras recientes").getByRole("listitem");
    expect(purchase.textContent).toContain("10 jun 2025");
    expect(purchase.textContent).toContain("$1,234.50");
    expect(within(purchase).getByText("completada")).toBeTruthy();
    expect(within(purchase).getByText("Yellowstone Explorer").getAttribute("lang")).toBe("en");
    const activity = await section("Actividad de puntos").findByText("Completed hunt: Zion");
    expect(activity.getAttribute("lang")).toBe("en");
    expect(section("Actividad de puntos").getByText((_, node) => node?.textContent === "+1 punto")).toBeTruthy();
    expect(section("Datos de la cuenta").getByText("5 mar 2024")).toBeTruthy();
    await expectAccessible(container);
  });

  it("say a server's refusal in Spanish on the login page, by its key", async () => {
    stubFetch(route("POST", "/api/users/login", () => Response.json({ detail: "Invalid email or password", key: "invalidCredentials" }, { status: 401 })));
    inSpanish("/es/login", <LoginPage />);
    fireEvent.change(screen.getByLabelText("Correo electrónico"), { target: { value: "maya@example.com" } });
    fireEvent.change(screen.getByLabelText("Contraseña"), { target: { value: "wrong-one" } });
    fireEvent.submit(screen.getByRole("heading", { name: "¡Bienvenido de nuevo, explorador!" }).closest("form")!);

    await vi.waitFor(() => expect(currentToast()).toMatchObject({ description: "Correo electrónico o contraseña incorrectos" }));
    expect(screen.getByRole("link", { name: "Crea una cuenta" }).getAttribute("href")).toBe("/es/register");
  });

  it("write the points store's coupons in Spanish, with the admin's descriptions marked as English", async () => {
    stubFetch(
      route("GET", "/api/points-store/coupons", () =>
        Response.json({ items: [sampleCoupon(), sampleCoupon({ id: 2, code: "FAMILY10", discount_type: "percentage", discount_amount: 10, points_cost: 2000, expires_at: null })], total: 2 }),
      ),
      route("GET", "/api/users/profile", () => Response.json(maya)),
      route("GET", "/api/users/points/history", () => Response.json({ items: [], total: 0 })),
      route("GET", "/api/users/coupons", () => Response.json({ items: [], total: 0 })),
    );
    signInAs(maya);
    inSpanish("/es/points-store", <PointsStorePage />);
    const card = async (code: string) => within((await screen.findByRole("heading", { name: code })).closest("article")!);

    const parks = await card("PARKS5");
    expect(parks.getByText("$5.00 de descuento")).toBeTruthy();
    expect(parks.getByText("30 jun 2099")).toBeTruthy();
    expect(parks.getByText("$5 off your next guidebook order.").getAttribute("lang")).toBe("en");
    expect(parks.getByRole("button", { name: "Canjear ahora" })).toBeTruthy();
    const family = await card("FAMILY10");
    expect(family.getByText("10 % de descuento")).toBeTruthy();
    expect(family.getByText("Nunca")).toBeTruthy();
    expect(family.getByRole("button", { name: "Te faltan 750 puntos" })).toBeTruthy();
  });
});
