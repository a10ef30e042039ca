// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

interface IFoyerV3Pool {
    function token0() external view returns (address);
    function token1() external view returns (address);
    function mint(address recipient, int24 tickLower, int24 tickUpper, uint128 amount, bytes calldata data)
        external
        returns (uint256 amount0, uint256 amount1);
}

interface IFoyerV3Erc20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

/// @title FoyerV3Liquidity
/// @notice Adds liquidity to a Uniswap V3 pool on the Foyer dev chains: `mint` asks the pool for a
/// position of `liquidity` owned by `recipient`, and the pool's callback is paid from the tokens
/// this contract holds (the deployer credits them just before, and takes back what is left). Only
/// the pool being minted may call the callback, so nobody else can take the tokens it holds.
contract FoyerV3Liquidity {
    address private minting;

    error NotMintingPool(address caller);

    function mint(address pool, address recipient, int24 tickLower, int24 tickUpper, uint128 liquidity)
        external
        returns (uint256 amount0, uint256 amount1)
    {
        minting = pool;
        (amount0, amount1) = IFoyerV3Pool(pool).mint(recipient, tickLower, tickUpper, liquidity, "");
        minting = address(0);
    }

    function uniswapV3MintCallback(uint256 amount0Owed, uint256 amount1Owed, bytes calldata) external {
        if (msg.sender != minting || minting == address(0)) revert NotMintingPool(msg.sender);
        if (amount0Owed > 0) require(IFoyerV3Erc20(IFoyerV3Pool(msg.sender).token0()).transfer(msg.sender, amount0Owed));
        if (amount1Owed > 0) require(IFoyerV3Erc20(IFoyerV3Pool(msg.sender).token1()).transfer(msg.sender, amount1Owed));
    }
}
