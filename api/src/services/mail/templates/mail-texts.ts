/**
 * The words of every message, in each language the site is written in. A message goes out in the
 * language of the page that asked for it (a reset asked for on `/es/forgot-password` is Spanish), so a
 * family reads the e-mail in the language it reads the app in. Subjects are the titles of the pages the
 * links open, word for word as the app writes them.
 */
import { ACCOUNT_MAIL_TEXTS } from "#shared/rules/account-mail";
import type { Lang } from "#shared/rules/languages";

export interface MailTexts {
  hello: (name: string) => string;
  resetYourPassword: string;
  resetAsked: (siteName: string) => string;
  resetIgnore: string;
  confirmYourEmail: string;
  confirmWelcome: (siteName: string) => string;
  confirmOrders: string;
  confirmIgnore: string;
  thanks: (name: string) => string;
  paid: (orderNumber: string) => string;
  order: (orderNumber: string) => string;
  coupon: string;
  noCoupon: string;
  tax: string;
  shipping: string;
  total: string;
  opensOnAnyDevice: string;
  openTheHunt: string;
  receiptSubject: (siteName: string, orderNumber: string) => string;
}

export const MAIL_TEXTS: Record<Lang, MailTexts> = {
  en: {
    hello: (name) => `Hello ${name},`,
    resetYourPassword: ACCOUNT_MAIL_TEXTS.resetYourPassword,
    resetAsked: (siteName) =>
      `Someone, we hope you, asked to reset the password of your ${siteName} account. Choose a new one with this link. It works once, for 1 hour:`,
    resetIgnore: "If you did not ask, you can ignore this message: your password stays as it is.",
    confirmYourEmail: ACCOUNT_MAIL_TEXTS.confirmYourEmail,
    confirmWelcome: (siteName) => `Welcome to ${siteName}! Please confirm that this address is yours with this link. It works for 7 days:`,
    confirmOrders: "Once it is confirmed, what you bought with this address without signing in appears in your account too.",
    confirmIgnore: "If you did not create an account, you can ignore this message.",
    thanks: (name) => (name ? `Thank you for your order, ${name}!` : "Thank you for your order!"),
    paid: (number) => `Your payment for order ${number} is confirmed. Here is your receipt.`,
    order: (number) => `Order ${number}`,
    coupon: "Coupon",
    noCoupon: "None",
    tax: "Tax",
    shipping: "Shipping",
    total: "Total",
    opensOnAnyDevice: "Open your hunt on any phone or computer with this link:",
    openTheHunt: "Open the hunt",
    receiptSubject: (siteName, number) => `Your receipt from ${siteName}: order ${number}`,
  },
  es: {
    hello: (name) => `Hola, ${name}:`,
    resetYourPassword: "Restablece tu contraseña",
    resetAsked: (siteName) =>
      `Alguien, esperamos que tú, pidió restablecer la contraseña de tu cuenta de ${siteName}. Elige una nueva con este enlace. Funciona una sola vez, durante 1 hora:`,
    resetIgnore: "Si no lo pediste, puedes ignorar este mensaje: tu contraseña no cambia.",
    confirmYourEmail: "Confirma tu correo electrónico",
    confirmWelcome: (siteName) =>
      `¡Te damos la bienvenida a ${siteName}! Confirma que esta dirección es tuya con este enlace. Funciona durante 7 días:`,
    confirmOrders: "Una vez confirmada, lo que compraste con esta dirección sin iniciar sesión también aparecerá en tu cuenta.",
    confirmIgnore: "Si no creaste una cuenta, puedes ignorar este mensaje.",
    thanks: (name) => (name ? `¡Gracias por tu pedido, ${name}!` : "¡Gracias por tu pedido!"),
    paid: (number) => `El pago de tu pedido ${number} está confirmado. Aquí tienes tu recibo.`,
    order: (number) => `Pedido ${number}`,
    coupon: "Cupón",
    noCoupon: "Ninguno",
    tax: "Impuesto",
    shipping: "Envío",
    total: "Total",
    opensOnAnyDevice: "Abre tu búsqueda en cualquier teléfono o computadora con este enlace:",
    openTheHunt: "Abrir la búsqueda",
    receiptSubject: (siteName, number) => `Tu recibo de ${siteName}: pedido ${number}`,
  },
};
