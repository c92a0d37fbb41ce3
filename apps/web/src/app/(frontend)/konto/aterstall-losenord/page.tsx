export { ResetPasswordPage as default, metadata } from '@/features/shop/pages/ResetPasswordPage'

export const dynamic = 'force-dynamic'
