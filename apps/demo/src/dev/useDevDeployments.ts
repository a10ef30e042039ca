import { useFoyer } from '@foyer/react'
import { useQuery } from '@tanstack/react-query'

export type DevDeployments = {
  chains: {
    chainId: number
    tokens: { address: `0x${string}`; symbol: string; decimals: number }[]
  }[]
}

/** The contracts devchain deployed, as the dev server publishes them (`GET /dev/deployments`). */
export function useDevDeployments() {
  const { apiUrl } = useFoyer()
  return useQuery({
    queryKey: ['dev-deployments', apiUrl],
    queryFn: async (): Promise<DevDeployments> => {
      const response = await fetch(`${apiUrl}/dev/deployments`)
      if (!response.ok) throw new Error(`HTTP status code: ${response.status}`)
      return response.json()
    },
  })
}
