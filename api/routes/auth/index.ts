import { register } from './register.ts'
import { login } from './login.ts'
import { logout } from './logout.ts'
import { registerFromApplicant } from './registerFromApplicant.ts'
import { verify } from './verify.ts'
import { resendVerification } from './resendVerification.ts'
import { forgotPassword } from './forgotPassword.ts'
import { resetPassword } from './resetPassword.ts'
import { passkeyOptions } from './passkeyOptions.ts'
import { passkeyLogin } from './passkeyLogin.ts'

export const authRoutes = [register, login, logout, registerFromApplicant, verify, resendVerification, forgotPassword, resetPassword, passkeyOptions, passkeyLogin]
